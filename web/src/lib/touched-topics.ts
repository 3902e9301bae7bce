/**
 * What a save changed, as the server names it: the live topics of the events its command appended (the
 * `X-Live-Topics` header of the answer; `services/src/platform/live/touched-topics.ts`). The team's cache refreshes
 * those query families before the save is answered, the way the socket's notice refreshes every other member's; a
 * page does not keep its own list of what a save changes.
 */
export const TOUCHED_TOPICS_HEADER = 'X-Live-Topics'

/** Refreshes a team's queries of these topics; its promise settles once the pages showing them have their answers. */
export type TopicsTouched = (team: string, topics: readonly string[]) => Promise<unknown>

const listeners = new Set<TopicsTouched>()

/** Called for each answered save of a team whose answer names topics; returns the way to stop. */
export function onTopicsTouched(listener: TopicsTouched): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The topics a save's answer names, or none. */
export const touchedTopicsOf = (headers: Pick<Headers, 'get'>): string[] =>
  (headers.get(TOUCHED_TOPICS_HEADER) ?? '').split(' ').filter((topic) => topic !== '')

/** Tells the team's cache what the save changed, and waits for its pages to show it. */
export const topicsTouched = (team: string, topics: readonly string[]) =>
  Promise.all([...listeners].map((listener) => listener(team, topics)))
