import { describe, expect, it } from 'vitest'
import { currentSchemaVersion, upcast, type UpcasterTable } from './upcasting'

const table: UpcasterTable = {
  GoalScored: {
    1: (data) => ({ ...data, minute: data['minute'] ?? null }),
    2: ({ scorer, ...rest }) => ({ ...rest, playerId: scorer }),
  },
}

describe('upcasting', () => {
  it('applies every step from the stored version to the current one', () => {
    expect(upcast(table, 'GoalScored', 1, { scorer: 'p1' })).toEqual({
      data: { playerId: 'p1', minute: null },
      schemaVersion: 3,
    })
  })

  it('leaves current events and unknown types alone', () => {
    expect(upcast(table, 'GoalScored', 3, { playerId: 'p1', minute: 4 }).data).toEqual({ playerId: 'p1', minute: 4 })
    expect(upcast(table, 'TeamCreated', 1, { name: 'x' })).toEqual({ data: { name: 'x' }, schemaVersion: 1 })
  })

  it('writes new events at the version after the last upcaster', () => {
    expect(currentSchemaVersion(table, 'GoalScored')).toBe(3)
    expect(currentSchemaVersion(table, 'TeamCreated')).toBe(1)
  })
})
