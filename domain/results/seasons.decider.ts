import { shiftDate } from '../calendar/calendar.time'
import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ValidationError } from '../shared/errors'
import type { Command } from '../shared/events'
import { FIRST_SEASON_ID, MAX_DAYS_AHEAD, seasonsMessages } from './seasons.constants'
import type { SeasonsEvent } from './seasons.events'

/** The dates a coach gives a season, and the team's today (its time zone's date) the route reads them against. */
interface SeasonDatesInput {
  readonly name: string
  readonly startsOn: string
  readonly endsOn: string
  readonly today: string
}

export type StartSeason = Command<'StartSeason', { teamId: string; seasonId: string } & SeasonDatesInput>
/**
 * `recorded`: the route found games, results or statistics in the season's dates (it reads them from other
 * features' tables; the season's own stream cannot hold them).
 */
export type CorrectSeason = Command<
  'CorrectSeason',
  { teamId: string; seasonId: string; recorded: boolean } & SeasonDatesInput
>
export type RemoveSeason = Command<'RemoveSeason', { teamId: string; seasonId: string; recorded: boolean }>
export type SeasonsCommand = StartSeason | CorrectSeason | RemoveSeason

interface StartedSeason {
  readonly id: string
  readonly startsOn: string
  readonly name: string
}

/** The seasons a coach started, in order: the last is current; none, the implicit first season. */
export interface SeasonsState {
  readonly started: readonly StartedSeason[]
}

const currentOf = (state: SeasonsState) => state.started.at(-1) ?? null

/** A season's dates, checked against the season before it and the team's today. */
const checkDates = ({ startsOn, endsOn, today }: SeasonDatesInput, before: StartedSeason | null) => {
  if (endsOn < startsOn) throw new ConflictError(seasonsMessages.endBeforeStart, { code: 'end_before_start' })
  // Seasons follow each other: a new one starts after the one before it started.
  if (before && startsOn <= before.startsOn)
    throw new ConflictError(seasonsMessages.startAfterCurrent, { code: 'start_after_current' })
  if (startsOn > shiftDate(today, MAX_DAYS_AHEAD))
    throw new ValidationError(seasonsMessages.startTooLate, { fields: { startsOn: seasonsMessages.startTooLate } })
}

/** Only the current season, and only while nothing is recorded in it, may be corrected or removed. */
const changeable = (state: SeasonsState, { seasonId, recorded }: { seasonId: string; recorded: boolean }) => {
  const current = currentOf(state)
  if (!current || current.id !== seasonId)
    throw new ConflictError(seasonsMessages.onlyCurrent, { code: 'not_current_season' })
  if (recorded) throw new ConflictError(seasonsMessages.notEmpty, { code: 'season_not_empty' })
  return current
}

const startSeason = (command: StartSeason, state: SeasonsState): SeasonsEvent[] => {
  const { teamId, seasonId, name, startsOn, endsOn } = command.data
  checkDates(command.data, currentOf(state))
  return [
    {
      type: 'SeasonStarted',
      data: {
        teamId,
        seasonId,
        name,
        startsOn,
        endsOn,
        closedSeasonId: currentOf(state)?.id ?? FIRST_SEASON_ID,
        startedAt: command.metadata.now.toISOString(),
      },
    },
  ]
}

const correctSeason = (command: CorrectSeason, state: SeasonsState): SeasonsEvent[] => {
  const { teamId, seasonId, name, startsOn, endsOn } = command.data
  changeable(state, command.data)
  checkDates(command.data, state.started.at(-2) ?? null)
  return [
    {
      type: 'SeasonCorrected',
      data: { teamId, seasonId, name, startsOn, endsOn, correctedAt: command.metadata.now.toISOString() },
    },
  ]
}

const removeSeason = (command: RemoveSeason, state: SeasonsState): SeasonsEvent[] => {
  const { teamId, seasonId } = command.data
  const { name } = changeable(state, command.data)
  return [
    {
      type: 'SeasonRemoved',
      data: {
        teamId,
        seasonId,
        name,
        reopenedSeasonId: state.started.at(-2)?.id ?? FIRST_SEASON_ID,
        removedAt: command.metadata.now.toISOString(),
      },
    },
  ]
}

export const seasonsDecider: Decider<SeasonsState, SeasonsCommand, SeasonsEvent> = {
  initialState: () => ({ started: [] }),
  decide: (command, state) => {
    switch (command.type) {
      case 'StartSeason':
        return startSeason(command, state)
      case 'CorrectSeason':
        return correctSeason(command, state)
      case 'RemoveSeason':
        return removeSeason(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'SeasonStarted': {
        const { seasonId: id, startsOn, name } = event.data
        return { started: [...state.started, { id, startsOn, name }] }
      }
      case 'SeasonCorrected': {
        const { seasonId: id, startsOn, name } = event.data
        return { started: state.started.map((season) => (season.id === id ? { id, startsOn, name } : season)) }
      }
      case 'SeasonRemoved':
        return { started: state.started.filter((season) => season.id !== event.data.seasonId) }
      default:
        return assertNever(event)
    }
  },
}
