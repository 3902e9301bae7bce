import { defineHistory } from '@teamspace/domain/history/history.plugin'
import type { DomainEvent } from '@teamspace/domain/shared/events'
import { describe, expect, it } from 'vitest'
import { features } from '../app'
import { z } from 'zod'
import { defineAsOfView } from './as-of'
import { checkEventsToldAndHeard, defineFeature, type Feature } from './feature'
import { historyOf } from './history'

// A made-up feature whose kites are made and flown.
type KiteEvent = DomainEvent<'KiteMade', { kiteId: string }> | DomainEvent<'KiteFlown', { kiteId: string }>

const kiteHistory = defineHistory<KiteEvent>({
  label: 'Kites',
  sentences: {
    KiteMade: (_d, c) => `${c.actor} made a kite.`,
    KiteFlown: (_d, c) => `${c.actor} flew a kite.`,
  },
})

const kites = defineFeature<KiteEvent>({
  name: 'kites',
  routes: async () => {},
  erasure: {},
  history: kiteHistory,
  liveTopics: { KiteMade: [], KiteFlown: [] },
})

/** The same feature as its list holds it, with one of its halves changed after the type-check. */
const kitesWith = (change: Partial<Feature>): Feature => ({ ...kites, ...change })

describe('a feature definition', () => {
  it('names the events it appends, or says it appends none', () => {
    const quiet = defineFeature<never>({ name: 'quiet', routes: async () => {}, erasure: {}, liveTopics: {} })
    expect(quiet.history).toBeUndefined()
    // @ts-expect-error Without its event type the definition is refused: its topics and sentences would go unchecked.
    defineFeature({ name: 'forgetful', routes: async () => {}, erasure: {}, liveTopics: {} })
  })

  it('of every feature of the app tells and sends the same event types', () => {
    expect(() => checkEventsToldAndHeard(features)).not.toThrow()
    expect(() => checkEventsToldAndHeard([kites])).not.toThrow()
  })

  it('with live topics for an event its history does not tell stops the start, naming both', () => {
    const untold = kitesWith({ liveTopics: { ...kites.liveTopics, KiteLost: [] } })
    expect(() => checkEventsToldAndHeard([untold])).toThrow(
      'feature kites: event type KiteLost has live topics but no history sentence',
    )
  })

  it('with a sentence for an event that has no live topics stops the start, naming both', () => {
    const unheard = kitesWith({ liveTopics: { KiteMade: [] } })
    expect(() => checkEventsToldAndHeard([unheard])).toThrow(
      'feature kites: event type KiteFlown has a history sentence but no live topics',
    )
  })
})

describe('the features\' "as of" views', () => {
  const view = (path: string) => defineAsOfView({ path, response: z.array(z.string()), fold: async () => [] })

  it("are every feature's, in the order of the features", () => {
    const seen = historyOf([
      { ...kites, asOf: [view('kites')] },
      { name: 'quiet', history: undefined, asOf: [view('kites/:kiteId/flights'), view('winds')] },
    ]).asOf
    expect(seen.map((v) => v.path)).toEqual(['kites', 'kites/:kiteId/flights', 'winds'])
  })

  it('refuse an address declared twice, naming the feature that declared it again', () => {
    expect(() =>
      historyOf([
        { ...kites, asOf: [view('kites')] },
        { name: 'copies', history: undefined, asOf: [view('kites')] },
      ]),
    ).toThrow('as-of view kites is declared twice (again by copies)')
  })
})
