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
