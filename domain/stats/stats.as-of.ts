import type { Folded } from '../history/history.as-of'
import type { RosterEvent } from '../roster/roster.events'
import type { StatLineValues, StatsEvent } from './stats.events'

/** The events the stats' fold reads of their own (it reads the roster's too). */
export const statsEventTypes = [
  'StatLineRecorded',
  'StatLineCorrected',
  'StatLineVoided',
] as const satisfies readonly StatsEvent['type'][]

export interface StatLineThen extends StatLineValues {
  readonly id: string
  readonly playerId: string
  readonly recordedBy: string | null
  readonly createdAt: string
  readonly correctedAt: string | null
}

/**
 * The stat lines that counted, in the order they were recorded (the stats projection's rows): a line counts
 * while its player is on the roster, so a removed player's lines leave with them. Reads the roster's events
 * for that.
 */
export const foldStats = (events: readonly Folded<RosterEvent | StatsEvent>[]): StatLineThen[] => {
  const players = new Set<string>()
  const lines = new Map<string, StatLineThen>()
  for (const event of events) {
    switch (event.type) {
      case 'PlayerAdded':
        players.add(event.data.playerId)
        break
      case 'PlayerRemoved':
        players.delete(event.data.playerId)
        for (const [id, line] of lines) if (line.playerId === event.data.playerId) lines.delete(id)
        break
      case 'StatLineRecorded': {
        const { teamId: _team, statLineId, playerId, recordedAt: _at, ...values } = event.data
        if (players.has(playerId))
          lines.set(statLineId, {
            ...values,
            id: statLineId,
            playerId,
            recordedBy: event.actorId,
            createdAt: event.recordedAt,
            correctedAt: null,
          })
        break
      }
      case 'StatLineCorrected': {
        const line = lines.get(event.data.statLineId)
        const { teamId: _team, statLineId: _id, playerId: _player, correctedAt: _at, ...values } = event.data
        if (line) lines.set(line.id, { ...line, ...values, correctedAt: event.recordedAt })
        break
      }
      case 'StatLineVoided':
        lines.delete(event.data.statLineId)
        break
    }
  }
  return [...lines.values()]
}

export interface PlayerTotalsThen {
  readonly gamesPlayed: number
  readonly goals: number
  readonly assists: number
  readonly yellowCards: number
  readonly redCards: number
  readonly minutesPlayed: number
  readonly saves: number
  readonly cleanSheets: number
}

/** A player's running totals from the lines that counted: one game per line (the player_totals row). */
export const totalsOf = (lines: readonly StatLineThen[], playerId: string): PlayerTotalsThen => {
  const own = lines.filter((line) => line.playerId === playerId)
  const sum = (key: 'goals' | 'assists' | 'yellowCards' | 'redCards' | 'minutesPlayed' | 'saves') =>
    own.reduce((total, line) => total + line[key], 0)
  return {
    gamesPlayed: own.length,
    goals: sum('goals'),
    assists: sum('assists'),
    yellowCards: sum('yellowCards'),
    redCards: sum('redCards'),
    minutesPlayed: sum('minutesPlayed'),
    saves: sum('saves'),
    cleanSheets: 0,
  }
}
