import { describe, expect, it } from 'vitest'
import { newsArticleInputSchema, newsMessages } from './news.schemas'

const messagesOf = (input: object) => {
  const result = newsArticleInputSchema.safeParse(input)
  if (result.success) return []
  // The form shows the first message of each field.
  const first = new Map<string, string>()
  for (const issue of result.error.issues) {
    const field = issue.path.join('.')
    if (!first.has(field)) first.set(field, issue.message)
  }
  return [...first.values()]
}

describe('news form', () => {
  it('trims the text before it is checked and saved', () => {
    expect(
      newsArticleInputSchema.parse({
        title: '  Cup final  ',
        content: '  Twenty characters at least.  ',
        summary: ' ',
      }),
    ).toEqual({ title: 'Cup final', content: 'Twenty characters at least.', summary: '' })
  })

  it('says what is missing or short, in the spec’s words', () => {
    expect(messagesOf({ title: '', content: '' })).toEqual([newsMessages.titleRequired, newsMessages.contentRequired])
    expect(messagesOf({ title: ' Cup  ', content: 'Too short' })).toEqual([
      newsMessages.titleShort,
      newsMessages.contentShort,
    ])
  })

  it('keeps the summary under 200 characters', () => {
    const valid = { title: 'Cup final', content: 'Twenty characters at least.' }
    expect(messagesOf({ ...valid, summary: 'x'.repeat(199) })).toEqual([])
    expect(messagesOf({ ...valid, summary: 'x'.repeat(200) })).toEqual([newsMessages.summaryLong])
  })
})
