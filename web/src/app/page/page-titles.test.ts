import { describe, expect, it } from 'vitest'
import { pageText } from './page-text'
import { pageTitles } from './page-titles'

describe("the pages' headings", () => {
  it('has a message for every heading and subtitle the build writes in English, so the app translates each', () => {
    const untranslated: string[] = []
    for (const page of Object.values(pageTitles)) {
      for (const text of [page.title, 'subtitle' in page ? page.subtitle : undefined]) {
        if (text !== undefined && pageText(text, () => '(translated)') === text) untranslated.push(text)
      }
    }
    expect(untranslated).toEqual([])
  })

  it('shows any other words as they are given', () => {
    expect(pageText('Everyone on the team and their season so far.', () => '(translated)')).toBe(
      'Everyone on the team and their season so far.',
    )
  })
})
