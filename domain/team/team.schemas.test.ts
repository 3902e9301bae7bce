import { describe, expect, it } from 'vitest'
import { roles } from '../shared/roles'
import { ageGroups, changeMemberRoleSchema, createTeamSchema, renameTeamSchema } from './team.schemas'

const valid = { name: 'Rovers', ageGroup: 'U10', timeZone: 'UTC' }
const messageFor = (input: object) => createTeamSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message

describe('team details', () => {
  it('requires a team name, trimmed', () => {
    expect(messageFor({ name: '   ' })).toBe('Team name is required')
    expect(messageFor({ name: undefined })).toBe('Team name is required')
    expect(createTeamSchema.parse({ ...valid, name: '  Rovers ' }).name).toBe('Rovers')
    expect(renameTeamSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Team name is required')
  })

  it('keeps a team name to 80 characters', () => {
    expect(messageFor({ name: 'R'.repeat(81) })).toBe('Team name must be at most 80 characters')
    expect(messageFor({ name: 'R'.repeat(80) })).toBeUndefined()
  })

  it('takes exactly the spec’s age groups', () => {
    expect(ageGroups).toEqual(['U8', 'U10', 'U12', 'U14', 'U16', 'U18', 'Adult'])
    for (const ageGroup of ageGroups) expect(messageFor({ ageGroup })).toBeUndefined()
    expect(messageFor({ ageGroup: undefined })).toBe('Age group is required')
    expect(messageFor({ ageGroup: 'U9' })).toBe('Age group is required')
    expect(messageFor({ ageGroup: 'adult' })).toBe('Age group is required')
  })

  it('takes a real time zone only', () => {
    expect(messageFor({ timeZone: 'America/New_York' })).toBeUndefined()
    expect(messageFor({ timeZone: 'Mars/Olympus' })).toBe('Please choose a valid time zone')
    expect(messageFor({ timeZone: `Europe/${'x'.repeat(64)}` })).toBe('Please choose a valid time zone')
  })
})

describe('a member’s role', () => {
  it('is one of the coach-like or parent-like roles', () => {
    for (const role of roles) expect(changeMemberRoleSchema.safeParse({ role }).success).toBe(true)
    for (const role of ['captain', 'Coach', '', undefined])
      expect(changeMemberRoleSchema.safeParse({ role }).success).toBe(false)
  })
})
