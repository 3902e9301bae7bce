import { defineHistory } from '@teamspace/domain/history/history.plugin'
import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import { describe, expect, it } from 'vitest'
import { features } from '../app'
import { z } from 'zod'
import { defineAsOfView } from './as-of'
import { checkEventsToldAndHeard, defineFeature, liveAccessOf, type Feature } from './feature'
import { historyOf } from './history'
import { nameLoaderOf, type NameResolvers } from './names'
import { useTestDatabase } from '../../test/database'
import { settingsOf } from './settings'

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

/** Every kind of id resolved, each to its fallback: what a made-up app's history reads names with. */
const nobodyKnown: NameResolvers = {
  member: async () => () => 'Former member',
  player: async () => () => 'a removed player',
  calendarEvent: async () => () => null,
}

describe('the features\' "as of" views', () => {
  const view = (path: string) => defineAsOfView({ path, response: z.array(z.string()), fold: async () => [] })

  it("are every feature's, in the order of the features", () => {
    const seen = historyOf([
      { ...kites, asOf: [view('kites')] },
      {
        name: 'quiet',
        history: undefined,
        asOf: [view('kites/:kiteId/flights'), view('winds')],
        names: nobodyKnown,
      },
    ]).asOf
    expect(seen.map((v) => v.path)).toEqual(['kites', 'kites/:kiteId/flights', 'winds'])
  })

  it('refuse an address declared twice, naming the feature that declared it again', () => {
    expect(() =>
      historyOf([
        { ...kites, asOf: [view('kites')] },
        { name: 'copies', history: undefined, asOf: [view('kites')], names: nobodyKnown },
      ]),
    ).toThrow('as-of view kites is declared twice (again by copies)')
  })
})

describe("the features' names", () => {
  const t = useTestDatabase()
  const { member, player, calendarEvent } = nobodyKnown

  it('of every kind of id are resolved by exactly one feature of the app', () => {
    expect(() => nameLoaderOf(features)).not.toThrow()
    const owners = features.flatMap((feature) => Object.keys(feature.names).map((kind) => `${kind}: ${feature.name}`))
    expect(owners.sort()).toEqual(['calendarEvent: calendar', 'member: profile', 'player: roster'])
  })

  it('refuse a kind of id resolved by two features, naming both', () => {
    expect(() =>
      nameLoaderOf([
        { name: 'people', names: { member, player } },
        { name: 'kites', names: { member, calendarEvent } },
      ]),
    ).toThrow('names of member are resolved by two features: people and kites')
  })

  it('refuse a kind of id no feature resolves, naming it', () => {
    expect(() => nameLoaderOf([{ name: 'people', names: { member, calendarEvent } }])).toThrow(
      'no feature resolves the names of player',
    )
  })

  it('ask each kind of id of its own feature, each id once', async () => {
    const asked: string[] = []
    const loadNames = nameLoaderOf([
      {
        name: 'people',
        names: {
          member: async (_db, teamId, ids) => {
            asked.push(`members of ${teamId}: ${ids.join(', ')}`)
            return (id) => (id === 'u1' ? 'Casey' : 'Former member')
          },
          player,
        },
      },
      { name: 'calendar', names: { calendarEvent } },
    ])
    const names = await loadNames(t.database.db, 't1', { member: ['u1', 'u2', 'u1'] })
    expect(asked).toEqual(['members of t1: u1, u2'])
    expect([names.member('u1'), names.member('u2'), names.player('p1'), names.calendarEvent('e1')]).toEqual([
      'Casey',
      'Former member',
      'a removed player',
      null,
    ])
  })
})

describe("the features' live access", () => {
  const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
    type,
    data,
    streamId: 'team-t1',
    streamVersion: 1,
    position: 1,
    txId: '1',
    teamId: 't1',
    metadata: {
      teamId: 't1',
      actor: { userId: 'u-coach', role: 'coach' },
      commandId: 'c1',
      correlationId: 'c1',
      recordedAt: '2026-09-01T10:00:00.000Z',
      schemaVersion: 1,
    },
  })

  it("asks each event's own feature what it changes of its team's open tabs, and nothing of other events", () => {
    const accessOf = liveAccessOf(features)
    const removed = recorded('MemberRemoved', { teamId: 't1', userId: 'u1', removedAt: '2026-09-01T10:00:00.000Z' })
    expect(accessOf(removed)).toEqual({ kind: 'ended', userId: 'u1' })
    const promoted = recorded('MemberRoleChanged', {
      teamId: 't1',
      userId: 'u1',
      role: 'assistant_coach',
      changedAt: '2026-09-01T10:00:00.000Z',
    })
    expect(accessOf(promoted)).toEqual({ kind: 'role', userId: 'u1', role: 'assistant_coach' })
    expect(accessOf(recorded('TeamRenamed', { teamId: 't1', name: 'Hillside' }))).toBeUndefined()
  })

  it("is declared for the feature's own event types only", () => {
    const flown = defineFeature<KiteEvent>({
      name: 'kites',
      routes: async () => {},
      erasure: {},
      history: kiteHistory,
      liveTopics: { KiteMade: [], KiteFlown: [] },
      // A kite flown away takes its maker's tabs with it (a made-up rule, to see the slot carry any event's data).
      liveAccess: { KiteFlown: ({ data }) => ({ kind: 'ended', userId: data.kiteId }) },
    })
    expect(liveAccessOf([flown])(recorded('KiteFlown', { kiteId: 'k1' }))).toEqual({ kind: 'ended', userId: 'k1' })
    defineFeature<KiteEvent>({
      name: 'kites',
      routes: async () => {},
      erasure: {},
      history: kiteHistory,
      liveTopics: { KiteMade: [], KiteFlown: [] },
      // @ts-expect-error An event type the feature does not append is not its to declare.
      liveAccess: { MemberRemoved: () => ({ kind: 'ended', userId: 'u1' }) },
    })
  })
})

describe("the features' settings", () => {
  it('are the defaults each feature declares, but for what the server or a test sets', () => {
    const settings = settingsOf(features, { chat: { pushMergeMs: 2_500 } })
    expect(settings('chat')).toEqual({ pushMergeMs: 2_500 })
    expect(settings('schedule-mails')).toEqual({ mergeWindowMs: 5 * 60_000 })
  })

  it("refuse a feature that declares another feature's, naming both", () => {
    const borrowed = { name: 'kites', settings: { of: 'chat', defaults: { pushMergeMs: 1 } } } as const
    expect(() => settingsOf([borrowed])).toThrow('feature kites declares the settings of chat')
  })
})
