import { describe, expect, it } from 'vitest'
import type { Relationship } from '../invites/relationships'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { upcast } from '../shared/upcasting'
import { teamDecider } from './team.decider'
import type { TeamEvent } from './team.events'
import { teamUpcasters } from './team.upcasters'

const spec = specFor(teamDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()
const inFourteenDays = new Date(metadata.now.getTime() + 14 * 24 * 3600 * 1000).toISOString()

const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't1',
    name: 'Riverside U10',
    ageGroup: 'U10',
    timeZone: 'Europe/London',
    language: 'en',
    createdAt: at,
  },
}
const coachJoined: TeamEvent = {
  type: 'MemberJoined',
  data: { teamId: 't1', userId: 'coach', role: 'coach', familyId: 'coach', inviteId: null, joinedAt: at },
}
const parentInvited: TeamEvent = {
  type: 'InviteCreated',
  data: {
    teamId: 't1',
    inviteId: 'inv-p',
    role: 'parent',
    relationship: 'parent_guardian',
    familyId: null,
    createdBy: 'coach',
    createdAt: at,
    expiresAt: inFourteenDays,
  },
}
const parentJoined: TeamEvent = {
  type: 'MemberJoined',
  data: { teamId: 't1', userId: 'pat', role: 'parent', familyId: 'pat', inviteId: 'inv-p', joinedAt: at },
}
const team = [created, coachJoined]

describe('team decider', () => {
  describe('when the team does not exist yet', () => {
    it('creates it with its founder as coach', () =>
      spec([])
        .when({
          type: 'CreateTeam',
          data: { teamId: 't1', founderId: 'coach', name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London' },
          metadata,
        })
        .then([created, coachJoined]))

    it("speaks its founder's language from the start", () =>
      spec([])
        .when({
          type: 'CreateTeam',
          data: {
            teamId: 't1',
            founderId: 'coach',
            name: 'Riverside U10',
            ageGroup: 'U10',
            timeZone: 'Europe/Berlin',
            language: 'de',
          },
          metadata,
        })
        .then([{ ...created, data: { ...created.data, timeZone: 'Europe/Berlin', language: 'de' } }, coachJoined]))

    it('cannot rename it', () =>
      spec([])
        .when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Other' }, metadata })
        .thenThrows(NotFoundError, 'Team not found.'))
  })

  describe('when the team exists', () => {
    it('refuses to create it twice', () =>
      spec(team)
        .when({
          type: 'CreateTeam',
          data: { teamId: 't1', founderId: 'x', name: 'Again', ageGroup: 'U8', timeZone: 'UTC' },
          metadata,
        })
        .thenThrows(ConflictError))

    it('renames it, and records nothing when the name is unchanged', () => {
      spec(team)
        .when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Riverside Rovers' }, metadata })
        .then([{ type: 'TeamRenamed', data: { teamId: 't1', name: 'Riverside Rovers', renamedAt: at } }])
      spec(team)
        .when({ type: 'RenameTeam', data: { teamId: 't1', name: 'Riverside U10' }, metadata })
        .then([])
    })

    it('changes only the settings that changed', () =>
      spec(team)
        .when({
          type: 'ChangeTeamSettings',
          data: { teamId: 't1', name: 'Riverside U10', ageGroup: 'U12', timeZone: 'Europe/London' },
          metadata,
        })
        .then([
          {
            type: 'TeamDetailsChanged',
            data: { teamId: 't1', ageGroup: 'U12', timeZone: 'Europe/London', changedAt: at },
          },
        ]))
  })

  describe("the team's language", () => {
    const settings = { teamId: 't1', name: 'Riverside U10', ageGroup: 'U10', timeZone: 'Europe/London' } as const

    it('changes it, and records nothing when it is unchanged or left out', () => {
      spec(team)
        .when({ type: 'ChangeTeamSettings', data: { ...settings, language: 'es' }, metadata })
        .then([{ type: 'TeamLanguageChanged', data: { teamId: 't1', language: 'es', changedAt: at } }])
      spec(team)
        .when({ type: 'ChangeTeamSettings', data: { ...settings, language: 'en' }, metadata })
        .then([])
      spec(team).when({ type: 'ChangeTeamSettings', data: settings, metadata }).then([])
    })

    it('knows the language it was changed to', () =>
      spec([...team, { type: 'TeamLanguageChanged', data: { teamId: 't1', language: 'es', changedAt: at } }])
        .when({ type: 'ChangeTeamSettings', data: { ...settings, language: 'es' }, metadata })
        .then([]))

    it('reads a team created before teams had a language as English', () => {
      const { language: _, ...before } = created.data
      expect(upcast(teamUpcasters, 'TeamCreated', 1, before)).toEqual({ data: created.data, schemaVersion: 2 })
      expect(upcast(teamUpcasters, 'TeamCreated', 1, { ...before, language: 'xx' }).data).toEqual(created.data)
    })
  })

  describe('invites', () => {
    it('lets a coach invite a parent, valid for 14 days', () =>
      spec(team)
        .when({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'inv-p', relationship: 'parent_guardian', invitedBy: 'coach' },
          metadata,
        })
        .then([parentInvited]))

    it("links a parent's family invite to the parent's family", () =>
      spec([...team, parentInvited, parentJoined])
        .when({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'inv-f', relationship: 'grandparent', invitedBy: 'pat' },
          metadata,
        })
        .then([
          {
            type: 'InviteCreated',
            data: {
              teamId: 't1',
              inviteId: 'inv-f',
              role: 'grandparent',
              relationship: 'grandparent',
              familyId: 'pat',
              createdBy: 'pat',
              createdAt: at,
              expiresAt: inFourteenDays,
            },
          },
        ]))

    it('never lets a parent hand out a staff invite, nor a coach a family one', () => {
      spec([...team, parentInvited, parentJoined])
        .when({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'x', relationship: 'assistant_coach', invitedBy: 'pat' },
          metadata,
        })
        .thenThrows(ForbiddenError)
      spec(team)
        .when({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'x', relationship: 'sibling', invitedBy: 'coach' },
          metadata,
        })
        .thenThrows(ForbiddenError)
    })

    describe('when the inviter already has a link for that relationship', () => {
      const again = (when = metadata, invitedBy = 'coach', relationship: Relationship = 'parent_guardian') =>
        ({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'inv-again', relationship, invitedBy },
          metadata: when,
        }) as const
      const revoked: TeamEvent = { type: 'InviteRevoked', data: { teamId: 't1', inviteId: 'inv-p', revokedAt: at } }
      const afterExpiry = { ...metadata, now: new Date(new Date(inFourteenDays).getTime() + 1000) }

      it('hands out the same link again: no new invite', () =>
        spec([...team, parentInvited])
          .when(again())
          .then([]))

      it('still does after people joined with it', () =>
        spec([...team, parentInvited, parentJoined])
          .when(again())
          .then([]))

      it('makes a new one once the link is revoked', () =>
        spec([...team, parentInvited, revoked])
          .when(again())
          .then([{ type: 'InviteCreated', data: { ...parentInvited.data, inviteId: 'inv-again' } }]))

      it('makes a new one once the link has expired', () =>
        spec([...team, parentInvited])
          .when(again(afterExpiry))
          .then([
            {
              type: 'InviteCreated',
              data: {
                ...parentInvited.data,
                inviteId: 'inv-again',
                createdAt: afterExpiry.now.toISOString(),
                expiresAt: new Date(afterExpiry.now.getTime() + 14 * 24 * 3600 * 1000).toISOString(),
              },
            },
          ]))

      it("makes a new one for another relationship, or for another inviter's", () => {
        spec([...team, parentInvited])
          .when(again(metadata, 'coach', 'volunteer'))
          .then([
            {
              type: 'InviteCreated',
              data: { ...parentInvited.data, inviteId: 'inv-again', role: 'volunteer', relationship: 'volunteer' },
            },
          ])
        const secondCoach: TeamEvent = {
          type: 'MemberJoined',
          data: { teamId: 't1', userId: 'coach2', role: 'coach', familyId: 'coach2', inviteId: null, joinedAt: at },
        }
        spec([...team, secondCoach, parentInvited])
          .when(again(metadata, 'coach2'))
          .then([
            { type: 'InviteCreated', data: { ...parentInvited.data, inviteId: 'inv-again', createdBy: 'coach2' } },
          ])
      })
    })

    it('refuses an invite from someone outside the team', () =>
      spec(team)
        .when({
          type: 'CreateInvite',
          data: { teamId: 't1', inviteId: 'x', relationship: 'parent_guardian', invitedBy: 'stranger' },
          metadata,
        })
        .thenThrows(ForbiddenError))
  })

  describe('joining', () => {
    const join = (requestedRole: 'parent' | 'coach', inviteId = 'inv-p', when = metadata) =>
      ({ type: 'JoinTeam', data: { teamId: 't1', userId: 'pat', inviteId, requestedRole }, metadata: when }) as const

    it('joins with the role and family the invite carries', () =>
      spec([...team, parentInvited])
        .when(join('parent'))
        .then([parentJoined]))

    it('refuses a revoked, expired or unknown invite', () => {
      const revoked: TeamEvent = { type: 'InviteRevoked', data: { teamId: 't1', inviteId: 'inv-p', revokedAt: at } }
      spec([...team, parentInvited, revoked])
        .when(join('parent'))
        .thenThrows(ValidationError, 'This invite link is invalid or has expired. Ask for a new one.')
      const later = testMetadata({ now: new Date(inFourteenDays) })
      spec([...team, parentInvited])
        .when(join('parent', 'inv-p', later))
        .thenThrows(ValidationError)
      spec(team).when(join('parent', 'nope')).thenThrows(ValidationError)
    })

    it('accepts Coach only with an invite that grants a coach-like role', () => {
      spec([...team, parentInvited])
        .when(join('coach'))
        .thenThrows(ForbiddenError, 'Only an invite from a coach can make you a coach.')
      const staffInvite: TeamEvent = {
        type: 'InviteCreated',
        data: { ...parentInvited.data, inviteId: 'inv-s', role: 'assistant_coach', relationship: 'assistant_coach' },
      }
      const [joined] = teamDecider.decide(
        join('coach', 'inv-s'),
        [...team, staffInvite].reduce(teamDecider.evolve, teamDecider.initialState()),
      )
      expect(joined).toMatchObject({ type: 'MemberJoined', data: { role: 'assistant_coach' } })
      const [asParent] = teamDecider.decide(
        join('parent', 'inv-s'),
        [...team, staffInvite].reduce(teamDecider.evolve, teamDecider.initialState()),
      )
      expect(asParent).toMatchObject({ data: { role: 'parent' } })
    })

    it('refuses someone who is already a member', () =>
      spec([...team, parentInvited, parentJoined])
        .when(join('parent'))
        .thenThrows(ConflictError))
  })

  describe('members', () => {
    it('keeps at least one coach', () => {
      spec(team)
        .when({ type: 'RemoveMember', data: { teamId: 't1', userId: 'coach' }, metadata })
        .thenThrows(ConflictError, 'A team needs at least one coach.')
      spec(team)
        .when({ type: 'ChangeMemberRole', data: { teamId: 't1', userId: 'coach', role: 'parent' }, metadata })
        .thenThrows(ConflictError)
    })

    it('promotes, demotes and removes others', () => {
      const members = [...team, parentInvited, parentJoined]
      spec(members)
        .when({ type: 'ChangeMemberRole', data: { teamId: 't1', userId: 'pat', role: 'coach' }, metadata })
        .then([{ type: 'MemberRoleChanged', data: { teamId: 't1', userId: 'pat', role: 'coach', changedAt: at } }])
      spec(members)
        .when({ type: 'RemoveMember', data: { teamId: 't1', userId: 'pat' }, metadata })
        .then([{ type: 'MemberRemoved', data: { teamId: 't1', userId: 'pat', removedAt: at } }])
      spec(members)
        .when({ type: 'RemoveMember', data: { teamId: 't1', userId: 'ghost' }, metadata })
        .thenThrows(NotFoundError)
    })
  })
})

describe('ids an object inherits', () => {
  const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty']

  it('are nobody: no member, no invite, no phantom coach', () => {
    for (const id of inherited) {
      spec(team)
        .when({ type: 'RemoveMember', data: { teamId: 't1', userId: id }, metadata })
        .thenThrows(NotFoundError)
      spec(team)
        .when({ type: 'ChangeMemberRole', data: { teamId: 't1', userId: id, role: 'coach' }, metadata })
        .thenThrows(NotFoundError)
      spec(team)
        .when({ type: 'RevokeInvite', data: { teamId: 't1', inviteId: id }, metadata })
        .thenThrows(NotFoundError)
      spec(team)
        .when({
          type: 'JoinTeam',
          data: { teamId: 't1', userId: 'u9', inviteId: id, requestedRole: 'parent' },
          metadata,
        })
        .thenThrows(ValidationError)
    }
  })
})
