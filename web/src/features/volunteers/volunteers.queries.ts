import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  type addedVolunteerNeedSchema,
  type volunteerNeedSchema,
  volunteerRoutes,
  type volunteersPageSchema,
  type mySignUpsSchema,
  type AddVolunteerNeedInput,
  type ChangeVolunteerNeedInput,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Everything under 'volunteers', which the live socket invalidates when a need or a sign-up changes, and when a
// calendar event is scheduled, moved or deleted (a need's time and title are its event's).
export const volunteerKeys = {
  all: liveKey('volunteers'),
  page: liveKey('volunteers', 'page'),
  /** The person's sign-ups in every team: apart from the team's own page. */
  allTeams: liveKey('volunteers', 'all-teams'),
}

/**
 * The person's own sign-ups in every team, soonest first. It answers the same whatever team asks, but lives in the
 * page's team client under a key of its own, so the team's live socket and the team's own changes refresh it; the
 * other teams' changes do not arrive over this team's socket, so it is asked again on focus and once a minute old.
 */
export function allTeamsSignUpsQuery() {
  return queryOptions({
    queryKey: volunteerKeys.allTeams,
    queryFn: async (context) => (await apiGet<Answer<typeof mySignUpsSchema>>(volunteerRoutes.mine, context)).signUps,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  })
}

/** The upcoming calendar events with their filled/needed counts, and every need still ahead. */
export function volunteersPageQuery() {
  return queryOptions({
    queryKey: volunteerKeys.page,
    queryFn: (context) => apiGet<Answer<typeof volunteersPageSchema>>(volunteerRoutes.list, context),
  })
}

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

export const addVolunteerNeed = (input: AddVolunteerNeedInput, commandId?: string) =>
  apiSend<Answer<typeof addedVolunteerNeedSchema>>('POST', volunteerRoutes.list, input, { commandId })

export const changeVolunteerNeed = (needId: string, input: ChangeVolunteerNeedInput, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('PUT', volunteerRoutes.one(needId), input, { commandId })

export const removeVolunteerNeed = (needId: string, commandId?: string) =>
  apiSend('DELETE', volunteerRoutes.one(needId), undefined, { commandId })

export const signUpForNeed = (needId: string, note: string, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('POST', volunteerRoutes.signUp(needId), { note }, { commandId })

export const withdrawFromNeed = (needId: string, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('DELETE', volunteerRoutes.signUp(needId), undefined, { commandId })

export const offerSwap = (needId: string, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('POST', volunteerRoutes.swap(needId), undefined, { commandId })

export const keepSwapSlot = (needId: string, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('DELETE', volunteerRoutes.swap(needId), undefined, { commandId })

export const takeSwap = (needId: string, from: string, commandId?: string) =>
  apiSend<Answer<typeof volunteerNeedSchema>>('POST', volunteerRoutes.takeSwap(needId), { from }, { commandId })

/**
 * After a save of ours was refused (full, gone, taken meanwhile): a refusal appends nothing and names no topics, so the
 * page reads again what the others' saves changed (the socket would tell us too, a moment later).
 */
export const refreshVolunteers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: volunteerKeys.all })
