import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { features } from '../app'
import { liveTopicsOf } from './feature'

const platform = path.dirname(fileURLToPath(import.meta.url))

/** The platform's own source: every module but the tests, which may drive a real feature. */
const sources = readdirSync(platform, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(platform, file), 'utf8') }))

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
})
