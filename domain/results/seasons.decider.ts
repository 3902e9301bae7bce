import type { Decider } from '../shared/decider'
import { ConflictError } from '../shared/errors'
import type { Command } from '../shared/events'
import { FIRST_SEASON_ID, seasonsMessages } from './seasons.constants'
import type { SeasonsEvent } from './seasons.events'

export type StartSeason = Command<
  'StartSeason',
  { teamId: string; seasonId: string; name: string; startsOn: string; endsOn: string }
>
export type SeasonsCommand = StartSeason

/** The team's current season: the implicit first one (no start) until a coach starts another. */
export interface SeasonsState {
  readonly current: { readonly id: string; readonly startsOn: string | null; readonly name: string }
}

export const seasonsDecider: Decider<SeasonsState, SeasonsCommand, SeasonsEvent> = {
  initialState: () => ({ current: { id: FIRST_SEASON_ID, startsOn: null, name: '' } }),
  decide: (command, state) => {
    const { teamId, seasonId, name, startsOn, endsOn } = command.data
    if (endsOn < startsOn) throw new ConflictError(seasonsMessages.endBeforeStart, { code: 'end_before_start' })
    // Seasons follow each other: a new one starts after the current one started.
    if (state.current.startsOn !== null && startsOn <= state.current.startsOn)
      throw new ConflictError(seasonsMessages.startAfterCurrent, { code: 'start_after_current' })
    return [
      {
        type: 'SeasonStarted',
        data: {
          teamId,
          seasonId,
          name,
          startsOn,
          endsOn,
          closedSeasonId: state.current.id,
          startedAt: command.metadata.now.toISOString(),
        },
      },
    ]
  },
  evolve: (_state, event) => ({
    current: { id: event.data.seasonId, startsOn: event.data.startsOn, name: event.data.name },
  }),
}
