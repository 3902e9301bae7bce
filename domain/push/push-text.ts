/**
 * What every notification shares, whichever feature tells it: short, as a phone's lock screen shows it, and never
 * more about anyone than the matching e-mail says (a child's name never). Each feature words its own beside its
 * kind (`news.push.ts`, `chat.push.ts`, …).
 */

/** A body longer than this is cut with an ellipsis: a lock screen shows two or three lines. */
export const MAX_BODY = 140

/** The text on one line, cut with an ellipsis when longer than `max`. */
export const shortPushText = (text: string, max = MAX_BODY) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}
