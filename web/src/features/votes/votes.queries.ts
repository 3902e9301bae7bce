import { queryOptions } from '@tanstack/react-query'
import {
  awardsSchema,
  openedVotingSchema,
  voteRoutes,
  votingSchema,
  votingsPageSchema,
  type CastVoteInput,
  type OpenCustomVotingInput,
} from '@teamspace/domain/votes/votes.schemas'
import { apiGet, apiSend } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Everything under 'votes', which the live socket invalidates when a voting opens, a vote is cast or a voting
// closes (and, for the suggestions and the players to choose from, when the calendar or the roster changes: the
// server names 'votes' in those notices too).
export const voteKeys = {
  all: liveKey('votes'),
  page: liveKey('votes', 'page'),
  awards: liveKey('votes', 'awards'),
}

/** The open votings, Previous Results, the suggested games (coaches) and the players the caller may vote for. */
export function votingsPageQuery() {
  return queryOptions({
    queryKey: voteKeys.page,
    queryFn: () => apiGet(voteRoutes.page, votingsPageSchema),
  })
}

/** Coaches: how the awards are spread over the roster. */
export function awardsQuery() {
  return queryOptions({
    queryKey: voteKeys.awards,
    queryFn: () => apiGet(voteRoutes.awards, awardsSchema),
  })
}

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

export const openGameVoting = (calendarEventId: string, commandId?: string) =>
  apiSend('POST', voteRoutes.openGame, { calendarEventId }, openedVotingSchema, { commandId })

export const openCustomVoting = (input: OpenCustomVotingInput, commandId?: string) =>
  apiSend('POST', voteRoutes.openCustom, input, openedVotingSchema, { commandId })

export const castVote = (votingId: string, input: CastVoteInput, commandId?: string) =>
  apiSend('POST', voteRoutes.votes(encodeURIComponent(votingId)), input, votingSchema, { commandId })

export const closeVoting = (votingId: string, commandId?: string) =>
  apiSend('POST', voteRoutes.close(encodeURIComponent(votingId)), undefined, votingSchema, { commandId })
