import type { Language } from '@teamspace/domain/shared/languages'
import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import { z } from 'zod'
import type { DB, Timestamp } from '../db/schema'
import type { Erasure } from '../erasure'
import { identityOf } from '../http/access'
import { errorResponses } from '../http/schemas'

declare module '../db/schema' {
  interface DB {
    mail_preferences: MailPreferencesTable
  }
}

/**
 * A member's choice of one kind of mail in one team; no row means the kind's default. A mutable table beside the
 * log: a choice says nothing the team's history needs, and goes with the member.
 */
export interface MailPreferencesTable {
  team_id: string
  user_id: string
  kind: string
  enabled: boolean
  updated_at: Timestamp
}

export interface MailMember {
  readonly teamId: string
  readonly userId: string
}

/**
 * A kind of mail a member may turn off, team by team: from their profile, or with one click in the mail itself.
 * Its feature declares it (`mailKinds`); the platform keeps the choices, answers the setting's address and the
 * unsubscribe link, and skips a mail whose member turned its kind off.
 */
export interface MailKind {
  /** Stable, never renamed: it is part of every link already sent, and of every choice kept. */
  readonly name: string
  /** What the mails are, for the unsubscribe page, in every language: `{ en: 'news e-mails', de: 'News-E-Mails', … }`. */
  readonly label: Readonly<Record<Language, string>>
  /** Whether a member gets these mails before they choose. */
  readonly defaultOn: boolean
  /**
   * Who may get them: any member of the mail's team, or only members of the roles named. The feature picks whom
   * each mail is for among them; a member who is no longer one when it is sent is skipped.
   */
  readonly recipients: 'team' | readonly Role[]
  /** The address of the member's own setting for the request's team: GET answers `{ enabled }`, PUT sets it. */
  readonly setting: `/api/${string}`
}

export const defineMailKind = (kind: MailKind): MailKind => kind

/** Sets a member's choice of a kind for one team; setting it twice is the same as once. */
export const setMailPreference = async (
  db: Kysely<DB>,
  kind: MailKind,
  { teamId, userId }: MailMember,
  enabled: boolean,
) => {
  await db
    .insertInto('mail_preferences')
    .values({ team_id: teamId, user_id: userId, kind: kind.name, enabled, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['team_id', 'user_id', 'kind']).doUpdateSet({ enabled, updated_at: new Date() }))
    .execute()
}

/** Whether the member gets the kind's mails from the team. */
export const mailPreferenceOf = async (db: Kysely<DB>, kind: MailKind, { teamId, userId }: MailMember) => {
  const row = await db
    .selectFrom('mail_preferences')
    .select('enabled')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind.name)
    .executeTakeFirst()
  return row?.enabled ?? kind.defaultOn
}

/**
 * Whether the member of a query's membership row (`team_members`, by its alias) may get the kind's mails and has
 * not turned them off: the condition of the queries that pick whom to mail, and of the sending.
 */
export const wantsMail = (kind: MailKind, membership: string): Expression<SqlBool> => {
  const [teamId, userId, role] = ['team_id', 'user_id', 'role'].map((column) => sql.ref(`${membership}.${column}`))
  const chosen = sql<SqlBool>`coalesce((
    select p.enabled from mail_preferences as p
    where p.team_id = ${teamId} and p.user_id = ${userId} and p.kind = ${kind.name}), ${kind.defaultOn})`
  return kind.recipients === 'team' ? chosen : sql<SqlBool>`(${chosen} and ${role} in (${sql.join(kind.recipients)}))`
}

/** A member's choices go with their account, and a team's with their membership of it. */
export const mailPreferenceErasure: Erasure = {
  member: async (trx, { userId }) => {
    await trx.deleteFrom('mail_preferences').where('user_id', '=', userId).execute()
  },
  membership: async (trx, { teamId, userId }) => {
    await trx.deleteFrom('mail_preferences').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
  },
}

const mailPreferenceSchema = z.object({ enabled: z.boolean() })

/**
 * The member's own setting of a kind for the request's team, at the kind's address: kept outside the log (it
 * says nothing the team's history needs); setting it twice is the same as once.
 */
export const mailPreferenceRoutes =
  (kind: MailKind): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.platform
    app.get(
      kind.setting,
      {
        config: { permission: 'team.read' },
        schema: { response: { 200: mailPreferenceSchema, ...errorResponses } },
      },
      async (request) => ({ enabled: await mailPreferenceOf(db, kind, identityOf(request)) }),
    )
    app.put(
      kind.setting,
      {
        config: { permission: 'team.read' },
        schema: { body: mailPreferenceSchema, response: { 200: mailPreferenceSchema, ...errorResponses } },
      },
      async (request) => {
        const { enabled } = request.body
        await setMailPreference(db, kind, identityOf(request), enabled)
        return { enabled }
      },
    )
  }
