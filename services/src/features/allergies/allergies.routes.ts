import {
  allergiesPageSchema,
  allergyMessages,
  childAllergiesSchema,
  saveChildAllergiesSchema,
  type Allergen,
} from '@teamspace/domain/allergies/allergies.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { runCommand } from '../../platform/commands/run-command'
import type { DB } from '../../platform/db/schema'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { allergiesPage, findChildAllergyFacts } from './allergies.queries'
import { childAllergiesStream } from './allergies.streams'

const childParams = idParams('playerId')

const sameList = (a: readonly Allergen[], b: readonly Allergen[]) =>
  a.length === b.length && a.every((code, index) => code === b[index])

/**
 * The child's allergies, written beside their event in its transaction and never into the log; the sharing choice
 * only when one of the child's parents made it.
 */
const saveRow =
  (teamId: string, playerId: string, allergens: readonly Allergen[], shared: boolean | undefined, now: Date) =>
  async (trx: Kysely<DB>) => {
    const values = { allergens: [...allergens], updated_at: now, ...(shared === undefined ? {} : { shared }) }
    await trx
      .insertInto('child_allergies')
      .values({ player_id: playerId, team_id: teamId, ...values })
      .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
      .execute()
  }

export const allergiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  app.get(
    '/api/allergies',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: allergiesPageSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId, role } = identityOf(request)
      return allergiesPage(db, teamId, { userId, coachLike: isCoachLike(role) })
    },
  )

  app.put(
    '/api/children/:playerId/allergies',
    {
      config: { permission: 'profile.edit' },
      schema: {
        params: childParams,
        body: saveChildAllergiesSchema,
        response: { 200: childAllergiesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId, role } = identityOf(request)
      const { playerId } = request.params
      const facts = await findChildAllergyFacts(db, teamId, playerId, userId)
      // Another team's child, or one who left, is not one to record allergies for.
      if (!facts) throw new NotFoundError(allergyMessages.notFound)
      const { allergens } = request.body
      const shared = facts.parentOfChild ? request.body.shared : undefined
      await runCommand(
        request,
        childAllergiesStream,
        {
          type: 'SaveChildAllergies',
          data: {
            teamId,
            playerId,
            allergiesChanged: !sameList(allergens, facts.allergens),
            shared: request.body.shared,
            parentOfChild: facts.parentOfChild,
          },
        },
        { alsoInTransaction: saveRow(teamId, playerId, allergens, shared, new Date()) },
      )
      const page = await allergiesPage(db, teamId, { userId, coachLike: isCoachLike(role) })
      const child = page.children.find((entry) => entry.playerId === playerId)
      if (!child) throw new NotFoundError(allergyMessages.notFound)
      return child
    },
  )
}
