import { newsLimits } from '@teamspace/domain/news/news.constants'

/** A piece of an article's body: a line of text, a blank line's break, or a '---' divider (spec §2). */
export type ContentBlock = { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'divider' }

/** A run of a line: plain text, or a web address that may be made a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** True when the content is long enough to be cut in the list. */
export const isLong = (content: string) => content.length > newsLimits.preview

/** The first 200 characters and an ellipsis, for a long article not yet expanded. */
export const preview = (content: string) => (isLong(content) ? `${content.slice(0, newsLimits.preview)}…` : content)

/** The body line by line: a line of only '---' is a divider, a blank line a break. */
export function contentBlocks(content: string): ContentBlock[] {
  return content.split(/\r?\n/).map((line): ContentBlock => {
    if (line.trim() === '---') return { kind: 'divider' }
    if (line.trim() === '') return { kind: 'break' }
    return { kind: 'text', text: line }
  })
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/** Only http and https addresses become links; anything else stays text. */
const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A line split into text and links; trailing punctuation stays outside a link. */
export function textParts(line: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const found = match[0].replace(/[.,;:!?)\]]+$/, '')
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
