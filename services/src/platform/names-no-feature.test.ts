import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { features } from '../app'
import { liveTopicsOf } from './feature'

const platform = path.dirname(fileURLToPath(import.meta.url))
const featuresFolder = path.resolve(platform, '../features')

/** A folder's own source: every module but the tests and fixtures, which may drive a real feature. */
const sourcesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.fixtures.ts'))
    .map((file) => ({
      file: path.relative(path.resolve(platform, '..'), path.join(folder, file)),
      text: readFileSync(path.join(folder, file), 'utf8'),
    }))

const sources = sourcesOf(platform)

/**
 * Every feature's tables, each with its feature: the tables a feature adds to `DB` in its `<feature>.tables.ts`
 * (`declare module '../../platform/db/schema' { interface DB { … } }`).
 */
const tableOwners = new Map(
  readdirSync(featuresFolder).flatMap((feature) =>
    readdirSync(path.join(featuresFolder, feature))
      .filter((file) => file.endsWith('.tables.ts'))
      .flatMap((file) => {
        const text = readFileSync(path.join(featuresFolder, feature, file), 'utf8')
        const declared = /interface DB \{([\s\S]*?)\n {2}\}/.exec(text)?.[1] ?? ''
        return [...declared.matchAll(/^ +(\w+):/gm)].map((match) => [match[1]!, feature] as const)
      }),
  ),
)

/**
 * The tables of a feature a module names: in a query builder's string (`'profiles'`, `'profiles.name'`,
 * `'profiles as p'`) or in raw SQL (`from profiles`, `join profiles`).
 */
const tablesNamedIn = (text: string, except: string) =>
  [...tableOwners].filter(
    ([table, owner]) =>
      owner !== except &&
      (new RegExp(`['"\`]${table}(['"\`.]| as )`).test(text) ||
        new RegExp(`\\b(from|join|into|update)\\s+${table}\\b`, 'i').test(text)),
  )

/**
 * The team and its members are the tenancy every request, mail and push is scoped to: the platform reads who is in
 * which team, with which role, and the team's own name, zone and language, as it reads its own tables.
 */
const tenancy = new Set(['teams', 'team_members'])

/** A table of a feature the platform still reads by name, each with why (see the test below). */
const knownReads = new Set([
  // The session's caller carries the member's name (the page header), joined in the one query each request makes.
  'platform/auth/session-caller.ts: profiles',
])

describe('the platform', () => {
  it('names no event type of any feature: what it needs of one is a slot of the feature’s definition', () => {
    // Every event type a feature appends has its live topics, so the topics name them all.
    const eventTypes = [...liveTopicsOf(features).keys()]
    expect(eventTypes).toContain('MemberRemoved')
    expect(sources.length).toBeGreaterThan(20)
    const named = sources.flatMap(({ file, text }) =>
      eventTypes.filter((type) => new RegExp(`\\b${type}\\b`).test(text)).map((type) => `${file}: ${type}`),
    )
    expect(named).toEqual([])
  })

  it('names no table of any feature but the team’s, nor do the history and push features, which serve them all', () => {
    // The owners are found: a change to how features declare their tables must not leave this test seeing none.
    expect(tableOwners.get('profiles')).toBe('profile')
    expect(tableOwners.get('player_personal_data')).toBe('roster')
    expect(tableOwners.get('calendar_events')).toBe('calendar')
    expect(tablesNamedIn("db.selectFrom('profiles')", 'history').map(([table]) => table)).toEqual(['profiles'])
    expect(tablesNamedIn('select name from player_personal_data', 'push').map(([table]) => table)).toEqual([
      'player_personal_data',
    ])
    const scanned = [
      ...sources.map((source) => ({ ...source, feature: 'platform' })),
      ...sourcesOf(path.join(featuresFolder, 'history')).map((source) => ({ ...source, feature: 'history' })),
      ...sourcesOf(path.join(featuresFolder, 'push')).map((source) => ({ ...source, feature: 'push' })),
    ]
    const named = scanned.flatMap(({ file, text, feature }) =>
      tablesNamedIn(text, feature)
        .filter(([table]) => !tenancy.has(table))
        .map(([table, owner]) => ({ read: `${file}: ${table}`, owner })),
    )
    expect(
      named.filter(({ read }) => !knownReads.has(read)).map(({ read, owner }) => `${read} (of ${owner})`),
      'a table of another feature: declare what is needed of it as a slot of defineFeature (names, history, …)',
    ).toEqual([])
    // A read that went away leaves the list too.
    expect([...knownReads].filter((read) => !named.some((each) => each.read === read))).toEqual([])
  })
})
