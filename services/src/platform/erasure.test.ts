import { describe, expect, it } from 'vitest'

/**
 * A person's data is erased by the feature that keeps it (`erasure` in its `defineFeature`), so a feature's
 * tables are deleted from in its own folder only: not by the account or player deletion of another feature,
 * and not by the platform. Read from the source of every server file, so a new feature is covered the day it
 * lands.
 */
const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Each feature's tables, as its `<feature>.tables.ts` adds them to `DB`. */
const ownerOf = new Map<string, string>()
for (const [file, source] of Object.entries(sources)) {
  const feature = /^\.\.\/features\/([^/]+)\/[^/]+\.tables\.ts$/.exec(file)?.[1]
  const tables = /interface DB \{([^}]*)\}/.exec(source)?.[1]
  if (!feature || !tables) continue
  for (const [, table] of tables.matchAll(/^\s*([a-z_]+):/gm)) ownerOf.set(table!, feature)
}

describe('erasure', () => {
  it('finds the tables of the features', () => {
    expect(ownerOf.get('profiles')).toBe('profile')
    expect(ownerOf.get('player_personal_data')).toBe('roster')
    expect(ownerOf.get('calendar_feed_tokens')).toBe('calendar-feed')
  })

  it('deletes from a feature’s tables in that feature only', () => {
    const strangers: string[] = []
    for (const [file, source] of Object.entries(sources)) {
      for (const [, named, written] of source.matchAll(/deleteFrom\(\s*'([a-z_]+)|\bdelete from ([a-z_]+)/gi)) {
        const table = (named ?? written)!
        const owner = ownerOf.get(table)
        if (owner && !file.startsWith(`../features/${owner}/`)) strangers.push(`${file} deletes from ${table}`)
      }
    }
    expect(strangers).toEqual([])
  })
})
