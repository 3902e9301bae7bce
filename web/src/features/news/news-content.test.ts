import { describe, expect, it } from 'vitest'
import { contentBlocks, isLong, preview, textParts, wasEdited } from './news-content'

describe('article content', () => {
  it('draws a divider for a line of only ---, and a break for a blank line', () => {
    expect(contentBlocks('Kick-off at ten.\n\n---\nBring water. --- not a divider')).toEqual([
      { kind: 'text', text: 'Kick-off at ten.' },
      { kind: 'break' },
      { kind: 'divider' },
      { kind: 'text', text: 'Bring water. --- not a divider' },
    ])
  })

  it('cuts content over 200 characters to 200 and an ellipsis', () => {
    const long = 'x'.repeat(201)
    expect(isLong('x'.repeat(200))).toBe(false)
    expect(preview('x'.repeat(200))).toBe('x'.repeat(200))
    expect(isLong(long)).toBe(true)
    expect(preview(long)).toBe(`${'x'.repeat(200)}…`)
  })

  it('cuts a long article after a whole word, within 200 characters', () => {
    const words = `${'word '.repeat(39)}wordiest tail` // 195 characters of words, then one across 200
    const cut = preview(words)
    expect(cut).toBe(`${'word '.repeat(38)}word…`)
    expect(cut.length).toBeLessThanOrEqual(201)
    // A single word longer than the whole preview is cut where it must be.
    expect(preview('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`)
  })

  it('never cuts inside a web address: the preview stops before it, and what it keeps links whole', () => {
    const link = 'https://example.org/tournament/2026/fixtures-and-results?division=u10'
    const content = `${'Kick-off details below. '.repeat(7)}Everything is here: ${link} and more.`
    expect(content.indexOf(link)).toBeLessThan(200)
    expect(content.indexOf(link) + link.length).toBeGreaterThan(200)
    const cut = preview(content)
    expect(cut).toBe(`${'Kick-off details below. '.repeat(7)}Everything is here:…`)
    expect(textParts(cut).filter((part) => part.kind === 'link')).toEqual([])

    // Before the cut, an address is a link, and the ellipsis stays outside it.
    const early = `See ${link} ${'and then some more words. '.repeat(8)}`
    const kept = preview(early)
    expect(textParts(kept)).toContainEqual({ kind: 'link', text: link, href: link })
    expect(kept.endsWith('…')).toBe(true)

    // An address that is all there is to show is kept whole.
    const only = `https://example.org/${'a'.repeat(220)} after`
    expect(preview(only)).toBe(`https://example.org/${'a'.repeat(220)}…`)
    expect(textParts(preview(only))).toEqual([
      { kind: 'link', text: `https://example.org/${'a'.repeat(220)}`, href: `https://example.org/${'a'.repeat(220)}` },
      { kind: 'text', text: '…' },
    ])
  })

  it('cuts the dashboard’s shorter line the same way', () => {
    expect(preview('Bring water and boots to the cup match on Saturday morning please', 30)).toBe(
      'Bring water and boots to the…',
    )
  })

  it('makes web addresses links and leaves everything else text', () => {
    expect(textParts('See https://example.org/cup. <script>alert(1)</script> javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/cup', href: 'https://example.org/cup' },
      { kind: 'text', text: '. <script>alert(1)</script> javascript:alert(1)' },
    ])
  })

  it('says an article was updated when it changed after posting', () => {
    expect(wasEdited({ createdAt: '2026-09-01T10:00:00.000Z', updatedAt: '2026-09-01T10:00:00.000Z' })).toBe(false)
    expect(wasEdited({ createdAt: '2026-09-01T10:00:00.000Z', updatedAt: '2026-09-02T10:00:00.000Z' })).toBe(true)
  })
})
