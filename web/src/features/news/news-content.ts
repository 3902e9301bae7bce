import { newsLimits } from '@teamspace/domain/news/news.constants'

/** A piece of an article's body: a line of text, a blank line's break, or a '---' divider (spec §2). */
export type ContentBlock = { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'divider' }

/** A run of a line: plain text, or a web address that may be made a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** True when the content is long enough to be cut in the list. */
export const isLong = (content: string) => content.length > newsLimits.preview

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/**
 * At most `length` characters (200: spec §2) and an ellipsis, for a long article not yet expanded: cut after a
 * whole word, and never inside a web address, which stays a link: the cut comes before it, or after it when the
 * address is all there would be to show. A single word longer than `length` is cut where it must be.
 */
export const preview = (content: string, length: number = newsLimits.preview) => {
  if (content.length <= length) return content
  const space = content.slice(0, length + 1).search(/\s\S*$/)
  let cut = space > 0 ? space : length
  for (const match of content.matchAll(URL_PATTERN)) {
    const end = match.index + match[0].length
    if (match.index >= cut || end <= cut) continue
    cut = content.slice(0, match.index).trim() === '' ? end : match.index
    break
  }
  return `${content.slice(0, cut).trimEnd()}…`
}

/** The body line by line: a line of only '---' is a divider, a blank line a break. */
export function contentBlocks(content: string): ContentBlock[] {
  return content.split(/\r?\n/).map((line): ContentBlock => {
    if (line.trim() === '---') return { kind: 'divider' }
    if (line.trim() === '') return { kind: 'break' }
    return { kind: 'text', text: line }
  })
}

/** Only http and https addresses become links; anything else stays text. */
const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A line split into text and links; trailing punctuation (a preview's ellipsis too) stays outside a link. */
export function textParts(line: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const found = match[0].replace(/[.,;:!?)\]…]+$/, '')
    const start = match.index
    const href = safeHref(found)
    if (!href) continue
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) })
    parts.push({ kind: 'link', text: found, href })
    last = start + found.length
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) })
  return parts
}

/** '(Updated date)' is shown when the article was edited after it was posted. */
export const wasEdited = (article: { createdAt: string; updatedAt: string }) => article.updatedAt !== article.createdAt
