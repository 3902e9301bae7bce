import type { CalendarDomainEvent, CalendarEventDetails } from '../calendar/calendar.events'
import type { RosterEvent } from '../roster/roster.events'
import type { Position } from '../roster/roster.schemas'
import type { StatLineValues, StatsEvent } from '../stats/stats.events'

/**
 * The "as of" views: the roster, the statistics and the calendar as they were at some past instant, folded
 * from the log's events up to it rather than read from today's tables. Pure: the server reads the events and
 * looks the names up (today's, never the log's).
 */

/** An event as the folds read it: its data and the stream version and time it was recorded at. */
export type Folded<E extends { type: string; data: object }> = E & {
  readonly streamVersion: number
  readonly recordedAt: string
  readonly actorId: string | null
}

export interface PlayerThen {
  readonly id: string
  readonly jerseyNumber: number | null
  readonly position: Position
  readonly createdAt: string
  readonly updatedAt: string
}

export interface StatLineThen extends StatLineValues {
  readonly id: string
  readonly playerId: string
  readonly recordedBy: string | null
  readonly createdAt: string
  readonly correctedAt: string | null
}

export interface RosterThen {
  /** The players on the roster then, in the order they were added. */
  readonly players: readonly PlayerThen[]
  /** The stat lines that counted then, in the order they were recorded. */
  readonly lines: readonly StatLineThen[]
}

/** The roster and the stat lines as the events leave them (a removed player's lines leave with them). */
export const foldRoster = (events: readonly Folded<RosterEvent | StatsEvent>[]): RosterThen => {
  const players = new Map<string, PlayerThen>()
  const lines = new Map<string, StatLineThen>()
  for (const event of events) {
    switch (event.type) {
      case 'PlayerAdded': {
        const { playerId, jerseyNumber, position } = event.data
        players.set(playerId, {
          id: playerId,
          jerseyNumber,
          position,
          createdAt: event.recordedAt,
          updatedAt: event.recordedAt,
        })
        break
      }
      case 'PlayerUpdated': {
        const player = players.get(event.data.playerId)
        if (player)
          players.set(player.id, {
            ...player,
            jerseyNumber: event.data.jerseyNumber,
            position: event.data.position,
            updatedAt: event.recordedAt,
          })
        break
      }
      case 'PlayerPhotoChanged': {
        const player = players.get(event.data.playerId)
        if (player) players.set(player.id, { ...player, updatedAt: event.recordedAt })
        break
      }
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
  return { players: [...players.values()], lines: [...lines.values()] }
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

/** A player's running totals from the lines that counted: one game per line. */
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

export interface CalendarEventThen extends CalendarEventDetails {
  readonly id: string
  readonly takesAttendance: boolean
  readonly createdBy: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly version: number
}

/** The calendar events that were on the calendar (not cancelled), each as last changed. */
export const foldCalendar = (events: readonly Folded<CalendarDomainEvent>[]): CalendarEventThen[] => {
  const calendar = new Map<string, CalendarEventThen>()
  for (const event of events) {
    switch (event.type) {
      case 'CalendarEventScheduled': {
        const { teamId: _team, calendarEventId, takesAttendance, createdBy, scheduledAt: _at, ...details } = event.data
        calendar.set(calendarEventId, {
          ...details,
          id: calendarEventId,
          takesAttendance,
          createdBy,
          createdAt: event.recordedAt,
          updatedAt: event.recordedAt,
          version: event.streamVersion,
        })
        break
      }
      case 'CalendarEventChanged': {
        const before = calendar.get(event.data.calendarEventId)
        const { teamId: _team, calendarEventId: _id, changedAt: _at, ...details } = event.data
        if (before)
          calendar.set(before.id, { ...before, ...details, updatedAt: event.recordedAt, version: event.streamVersion })
        break
      }
      case 'CalendarEventCancelled':
        calendar.delete(event.data.calendarEventId)
        break
    }
  }
  return [...calendar.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
}
