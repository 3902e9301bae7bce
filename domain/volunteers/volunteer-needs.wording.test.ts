import { describe, expect, it } from 'vitest'
import { volunteerNeedWords } from './volunteer-needs.wording'
import { descriptionOf, volunteerNeedTitle, volunteerNeedTypeDetails, volunteerNeedTypes } from './volunteers.schemas'

describe('a volunteer need’s words outside the app', () => {
  it('are the spec’s English words in English', () => {
    const en = volunteerNeedWords('en')
    for (const type of volunteerNeedTypes) {
      expect(en.type(type)).toBe(volunteerNeedTypeDetails[type].title)
      expect(en.title(type, 'Cup tie')).toBe(volunteerNeedTitle(type, 'Cup tie'))
      expect(en.description(type, ' ')).toBe(descriptionOf(type, ' '))
      expect(en.description(type, 'Bring chairs')).toBe('Bring chairs')
    }
  })

  it('are the reader’s in German and Spanish, a need’s own description kept as it was written', () => {
    expect(volunteerNeedWords('de').title('setup', 'Pokalspiel')).toBe('Aufbau – Pokalspiel')
    expect(volunteerNeedWords('es').type('transportation')).toBe('Transporte')
    expect(volunteerNeedWords('es').description('snacks', '')).toBe(
      'Trae meriendas sanas y bebidas para compartir entre los jugadores.',
    )
    expect(volunteerNeedWords('de').description('snacks', 'Kuchen')).toBe('Kuchen')
  })
})
