import { NotFoundError } from '@teamspace/domain/shared/errors'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { idParams } from '@teamspace/domain/shared/safe-input'
import {
  addVolunteerNeedSchema,
  addedVolunteerNeedSchema,
  changeVolunteerNeedSchema,
  signUpSchema,
  takeSwapSchema,
  volunteerMessages,
  volunteerNeedSchema,
  mySignUpsSchema,
  volunteersPageSchema,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { callerOf, identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { mailPreferenceRoutes } from '../../platform/mail/mail-kinds'
import {
  findCalendarEventStart,
  findNeedFacts,
  findNeedView,
  mySignUps,
  volunteersPage,
  type Viewer,
} from './volunteers.queries'
import { volunteerReminderMails } from './volunteers.reminders'
import { volunteerNeedStream } from './volunteers.streams'

const needParams = idParams('needId')

const viewerOf = (request: FastifyRequest): Viewer => {
  const identity = identityOf(request)
  return { userId: identity.userId, coachLike: isCoachLike(identity.role) }
}

export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  // A member's own choice of the reminder mails for the needs they signed up for, in the request's team.
  await app.register(mailPreferenceRoutes(volunteerReminderMails))

  /** A need the caller's team has, with its calendar event's start (null once that was deleted). */
  const factsOf = async (teamId: string, needId: string) => {
    const facts = await findNeedFacts(db, teamId, needId)
    if (!facts) throw new NotFoundError(volunteerMessages.notFound)
    return facts
  }

  const viewOf = async (request: FastifyRequest, needId: string) => {
    const view = await findNeedView(db, identityOf(request).teamId, needId, viewerOf(request))
    if (!view) throw new NotFoundError(volunteerMessages.notFound)
    return view
  }

  app.get(
    '/api/volunteer-needs',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: volunteersPageSchema, ...errorResponses } },
    },
    async (request) => volunteersPage(db, identityOf(request).teamId, viewerOf(request), new Date()),
  )

  // The person's own sign-ups in every team of theirs: one list for a family with children in several teams.
  app.get(
    '/api/my/volunteer-sign-ups',
    {
      config: { permission: 'signed-in' },
      schema: { response: { 200: mySignUpsSchema, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request)
      const teamIds = caller.memberships.map((membership) => membership.teamId)
      return { signUps: await mySignUps(db, caller.accountId, teamIds, new Date()) }
    },
  )

  app.post(
    '/api/volunteer-needs',
    {
      config: { permission: 'volunteers.manage' },
      schema: { body: addVolunteerNeedSchema, response: { 201: addedVolunteerNeedSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { calendarEventId, ...values } = request.body
      const startsAt = await findCalendarEventStart(db, teamId, calendarEventId)
      // Another team's calendar event, or a deleted one, is one this team cannot add to.
      if (startsAt === null) throw new NotFoundError(volunteerMessages.calendarEventGone)
      const result = await runCommand(
        request,
        volunteerNeedStream,
        {
          type: 'AddVolunteerNeed',
          data: { teamId, needId: nanoid(), calendarEventId, calendarEvent: { startsAt }, ...values },
        },
        { result: ({ command }) => ({ id: command.data.needId }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.put(
    '/api/volunteer-needs/:needId',
    {
      config: { permission: 'volunteers.manage' },
      schema: {
        params: needParams,
        body: changeVolunteerNeedSchema,
        response: { 200: volunteerNeedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'ChangeVolunteerNeed',
        data: { teamId, needId, calendarEvent, ...request.body },
      })
      return viewOf(request, needId)
    },
  )

  app.delete(
    '/api/volunteer-needs/:needId',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, { type: 'RemoveVolunteerNeed', data: { teamId, needId } })
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/volunteer-needs/:needId/sign-up',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, body: signUpSchema, response: { 200: volunteerNeedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'SignUpForVolunteerNeed',
        data: { teamId, needId, note: request.body.note, calendarEvent },
      })
      return viewOf(request, needId)
    },
  )

  app.delete(
    '/api/volunteer-needs/:needId/sign-up',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, response: { 200: volunteerNeedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'WithdrawFromVolunteerNeed',
        data: { teamId, needId, calendarEvent },
      })
      return viewOf(request, needId)
    },
  )

  // Offering one's slot for a swap, keeping it after all, and taking another's offer: each on the need's stream,
  // so two families taking one offer at once collide there and exactly one of them gets the slot.
  app.post(
    '/api/volunteer-needs/:needId/swap',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, response: { 200: volunteerNeedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'OfferVolunteerSwap',
        data: { teamId, needId, calendarEvent },
      })
      return viewOf(request, needId)
    },
  )

  app.delete(
    '/api/volunteer-needs/:needId/swap',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, response: { 200: volunteerNeedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'WithdrawVolunteerSwapOffer',
        data: { teamId, needId, calendarEvent },
      })
      return viewOf(request, needId)
    },
  )

  app.post(
    '/api/volunteer-needs/:needId/swap/take',
    {
      config: { permission: 'volunteers.manage' },
      schema: { params: needParams, body: takeSwapSchema, response: { 200: volunteerNeedSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId } = identityOf(request)
      const { needId } = request.params
      const { calendarEvent } = await factsOf(teamId, needId)
      await runCommand(request, volunteerNeedStream, {
        type: 'TakeVolunteerSwap',
        data: { teamId, needId, fromVolunteerId: request.body.from, calendarEvent },
      })
      return viewOf(request, needId)
    },
  )
}
