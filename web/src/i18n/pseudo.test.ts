import { describe, expect, it } from 'vitest'
import { pseudoLocalize } from './pseudo'

describe('the pseudo-locale', () => {
  it('accents every word and makes it two fifths longer, keeping digits and punctuation', () => {
    expect(pseudoLocalize('Save')).toBe('Šááávé·')
    expect(pseudoLocalize('Game at 18:30, Riverside Park')).toBe('Gááámé áát 18:30, Rîîîîîvéršîdé Pááárk·')
    expect(pseudoLocalize('  ')).toBe('  ')
  })
})
