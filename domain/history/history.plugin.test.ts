import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../shared/events'
import { assembleHistory, defineHistory, eraseHistory, stateBefore } from './history.plugin'
import { names } from '../shared/current-names.fixture'
import { fact } from './history.test-support'
import { formatDay } from './history.wording'

/** A feature made up for the machinery's sake: kettles, boiled and refilled. */
type KettleEvent =
  DomainEvent<'KettleFilled', { kettleId: string; litres: number }> | DomainEvent<'KettleBoiled', { kettleId: string }>
const kettles = defineHistory<KettleEvent>({
  label: 'Kettles',
  subjects: [{ idField: 'kettleId', types: ['KettleFilled', 'KettleBoiled'], state: ['KettleFilled'] }],
  sentences: {
    KettleFilled: (d, c) => `${c.actor} filled a kettle with ${d.litres.toFixed(1)} l.`,
    KettleBoiled: (_d, c) => {
      const was = stateBefore(c, 'KettleFilled')
      return `${c.actor} boiled ${was ? `${was.litres} l` : 'a kettle'}.`
    },
  },
})
const history = assembleHistory([{ feature: 'kitchen', history: eraseHistory(kettles) }])

describe('the assembled history', () => {
  it('tells each event by its feature’s sentence, with the state it changed', () => {
    const filled = fact('KettleFilled', { kettleId: 'k', litres: 2 })
    expect(history.describe(filled, null, names)).toBe('Casey Coach filled a kettle with 2.0 l.')
    expect(history.describe(fact('KettleBoiled', { kettleId: 'k' }), filled, names)).toBe('Casey Coach boiled 2 l.')
    expect(history.featureOf('KettleBoiled')).toBe('kitchen')
    expect(history.typesOf('kitchen')).toEqual(['KettleFilled', 'KettleBoiled'])
    expect(history.features).toEqual([{ feature: 'kitchen', label: 'Kettles' }])
  })

  it('gives a type no feature tells a plain default, and a malformed event one too', () => {
    expect(history.describe(fact('PhotoUploaded', { caption: 'Cup' }), null, names)).toBe(
      'Casey Coach: photo uploaded.',
    )
    expect(history.describe(fact('SomethingNew', {}, null), null, names)).toBe('Team Space: something new.')
    expect(history.describe(fact('KettleFilled', { kettleId: 'k' }), null, names)).toBe('Casey Coach: kettle filled.')
  })

  it('refuses an event type told by two features', () => {
    expect(() =>
      assembleHistory([
        { feature: 'kitchen', history: eraseHistory(kettles) },
        { feature: 'pantry', history: eraseHistory(kettles) },
      ]),
    ).toThrow('event type KettleFilled has two histories')
  })

  it('writes days as the rest of the app does', () => {
    expect(formatDay('2026-11-23')).toBe('Mon, Nov 23')
  })
})
