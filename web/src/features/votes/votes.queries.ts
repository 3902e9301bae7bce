import { queryOptions } from '@tanstack/react-query'
import {
  type awardsSchema,
  type openedVotingSchema,
  voteRoutes,
  type votingSchema,
  type votingsPageSchema,
  type CastVoteInput,
  type OpenCustomVotingInput,
} from '@teamspace/domain/votes/votes.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { seasonPath } from '../results'

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
    queryFn: (context) => apiGet<Answer<typeof votingsPageSchema>>(voteRoutes.page, context),
  })
}

/** Coaches: how a season's awards are spread over the roster (the current season unless `seasonId` names one). */
export function awardsQuery(seasonId: string | null = null) {
  return queryOptions({
    queryKey: [...voteKeys.awards, seasonId] as const,
    queryFn: (context) => apiGet<Answer<typeof awardsSchema>>(seasonPath(voteRoutes.awards, seasonId), context),
  })
}

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

export const openGameVoting = (calendarEventId: string, commandId?: string) =>
  apiSend<Answer<typeof openedVotingSchema>>('POST', voteRoutes.openGame, { calendarEventId }, { commandId })

export const openCustomVoting = (input: OpenCustomVotingInput, commandId?: string) =>
  apiSend<Answer<typeof openedVotingSchema>>('POST', voteRoutes.openCustom, input, { commandId })

export const castVote = (votingId: string, input: CastVoteInput, commandId?: string) =>
  apiSend<Answer<typeof votingSchema>>('POST', voteRoutes.votes(encodeURIComponent(votingId)), input, { commandId })

export const closeVoting = (votingId: string, commandId?: string) =>
  apiSend<Answer<typeof votingSchema>>('POST', voteRoutes.close(encodeURIComponent(votingId)), undefined, { commandId })
