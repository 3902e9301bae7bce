import {
  profileDecider,
  profileFields,
  profileStreamId,
  type ProfileField,
} from '@teamspace/domain/profile/profile.decider'
import { profileSchema, updateProfileSchema, type Profile } from '@teamspace/domain/profile/profile.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { callerOf } from '../../platform/http/access'
import { commandStream } from '../../platform/commands/command-stream'
import { runCommand } from '../../platform/commands/run-command'
import { errorResponses } from '../../platform/http/schemas'
import { privacyOf, setPrivacy } from './profile.privacy'

/**
 * A person's profile as they see it in a team: their name and contact details (the person's, the same in every
 * team) and their privacy choices in that team (`teamId`: the request's; null when they belong to none).
 */
export const findProfile = async (db: Kysely<DB>, userId: string, teamId: string | null): Promise<Profile | null> => {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.user_id')
    .selectAll('profiles')
    .select('accounts.email')
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    phoneNumber: row.phone_number,
    address: row.address,
    emergencyContact: row.emergency_contact,
    emergencyPhone: row.emergency_phone,
    privacy: await privacyOf(db, userId, teamId),
  }
}

/** Each person's profile on a stream of their own: the log records which fields changed, never their values. */
export const profileStream = commandStream({
  type: 'profile',
  decider: profileDecider,
  streamOf: (command) => profileStreamId(command.data.userId),
})

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  const profileOf = async (userId: string, teamId: string | null) => {
    const profile = await findProfile(platform.db, userId, teamId)
    if (!profile) throw new NotFoundError('Profile not found.')
    return profile
  }

  app.get(
    '/api/profile',
    { config: { permission: 'signed-in' }, schema: { response: { 200: profileSchema, ...errorResponses } } },
    async (request) => {
      const caller = callerOf(request)
      return profileOf(caller.accountId, caller.identity?.teamId ?? null)
    },
  )

  app.patch(
    '/api/profile',
    {
      config: { permission: 'signed-in' },
      schema: {
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      // The privacy choices are the request's team's; someone in no team has no directory to choose for.
      const teamId = caller.identity?.teamId ?? null
      const next = request.body
      const current = await profileOf(caller.accountId, teamId)
      const changedFields = profileFields.filter(
        (field: ProfileField) =>
          (field !== 'privacy' || teamId !== null) && JSON.stringify(current[field]) !== JSON.stringify(next[field]),
      )
      await runCommand(
        request,
        profileStream,
        { type: 'UpdateProfile', data: { userId: caller.accountId, changedFields } },
        {
          teamId,
          alsoInTransaction: async (trx) => {
            await trx
              .updateTable('profiles')
              .set({
                name: next.name,
                phone_number: next.phoneNumber,
                address: next.address,
                emergency_contact: next.emergencyContact,
                emergency_phone: next.emergencyPhone,
                updated_at: new Date(),
              })
              .where('user_id', '=', caller.accountId)
              .execute()
            // Saved in a team, its choices are that team's from now on, whatever the person chooses elsewhere.
            if (teamId !== null) await setPrivacy(trx, caller.accountId, teamId, next.privacy)
          },
        },
      )
      // Nothing to record, so no transaction ran: the choices the person saw are still made theirs in this team.
      if (changedFields.length === 0 && teamId !== null)
        await setPrivacy(platform.db, caller.accountId, teamId, next.privacy)
      // The caller carries the name: this instance reads it again at once (the others on the trigger's notice).
      if (changedFields.includes('name')) app.platform.callers.forget({ accountId: caller.accountId })
      return profileOf(caller.accountId, teamId)
    },
  )
}
