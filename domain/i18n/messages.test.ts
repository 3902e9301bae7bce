import { describe, expect, it } from 'vitest'
import { translationProblems } from './catalog-check'
import { catalogOf, defineMessages } from './messages'

const messages = defineMessages('sample', {
  title: 'Calendar',
  events: '{count, plural, one {# event} other {# events}}',
})

describe('message catalogs', () => {
  it("names each message by its module's namespace and key, with the English as its default", () => {
    expect(messages.events).toEqual({
      id: 'sample.events',
      defaultMessage: '{count, plural, one {# event} other {# events}}',
    })
  })

  it('makes a flat catalog of a language, English where a module has no translation', () => {
    expect(catalogOf([{ messages, words: { title: 'Kalender', events: '…' } }])).toEqual({
      'sample.title': 'Kalender',
      'sample.events': '…',
    })
    expect(catalogOf([{ messages }])['sample.title']).toBe('Calendar')
  })

  it('finds a translation with a key missing or unknown, other arguments, or words that are not ICU', () => {
    expect(
      translationProblems(
        messages,
        { title: 'Kalender', events: '{count, plural, one {# Termin} other {# Termine}}' },
        'de',
      ),
    ).toEqual([])
    expect(translationProblems(messages, { title: 'Kalender', extra: 'x' }, 'de')).toEqual([
      'de: extra is not an English message',
      'de: sample.events is missing',
    ])
    expect(translationProblems(messages, { title: 'Kalender', events: '{n} Termine' }, 'de')[0]).toMatch(
      /^de: sample.events has other arguments/,
    )
    expect(
      translationProblems(messages, { title: 'Kalender {', events: '{count, plural, other {#}}' }, 'de')[0],
    ).toMatch(/^de: sample.title is not ICU MessageFormat/)
  })
})
