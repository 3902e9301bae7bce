import type { DirectoryMember } from '@teamspace/domain/directory/directory.schemas'
import type { ExportWords } from '@teamspace/domain/exports/exports.wording'
import { formatPhone } from '@teamspace/domain/profile/profile.schemas'
import type { Role } from '@teamspace/domain/shared/roles'
import type { Kysely } from 'kysely'
import type { DateRange } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import { attendanceRecordsByEvent, attendanceTotals } from '../attendance'
import { listAttendanceCalendarEvents } from '../calendar'
import { listDirectory } from '../directory'
import { listPlayers, parentIdsByPlayer, playerDetails } from '../roster'
import { listTeamLines } from '../stats'
import { volunteerSignUpsForExport } from '../volunteers'

type Cell = string | number | null
const joined = (values: readonly (string | undefined)[]) => values.filter((v) => v).join('; ')

/**
 * The roster with each player's parents as the reader's directory shows them (`listDirectory` decides what a
 * reader may see of a member who hides a detail), and, only when `medical` is asked for, the children's date of
 * birth, medical info and emergency contacts and their parents' emergency contacts.
 */
export const rosterRows = async (
  db: Kysely<DB>,
  teamId: string,
  reader: { userId: string; role: Role },
  medical: boolean,
  words: ExportWords,
): Promise<Cell[][]> => {
  const [players, details, parents, directory] = await Promise.all([
    listPlayers(db, teamId),
    playerDetails(db, teamId),
    parentIdsByPlayer(db, teamId),
    listDirectory(db, teamId, reader),
  ])
  const cards = new Map<string, DirectoryMember>(directory.map((card) => [card.userId, card]))
  return players
    .filter((player) => player.isActive)
    .map((player) => {
      const family = (parents.get(player.id) ?? []).flatMap((id) => cards.get(id) ?? [])
      const detail = details.get(player.id)
      const emails = new Set([...(detail?.parentEmails ?? []), ...family.flatMap((c) => c.email?.value ?? [])])
      const row: Cell[] = [
        player.name,
        player.jerseyNumber,
        words.position(player.position),
        joined(family.map((c) => c.name)),
        joined(family.map((c) => (c.phone ? `${c.name}: ${formatPhone(c.phone.value)}` : undefined))),
        joined([...emails]),
      ]
      if (!medical) return row
      return [
        ...row,
        words.date(detail?.dateOfBirth ?? null),
        detail?.medicalInfo ?? null,
        joined(
          (detail?.emergencyContacts ?? []).map(
            (c) =>
              `${c.name}${c.relationship ? ` (${c.relationship})` : ''}: ${formatPhone(c.phoneNumber)}${c.isPrimary ? `, ${words.primary}` : ''}`,
          ),
        ),
        joined(
          family.map((c) =>
            c.emergencyContact || c.emergencyPhone
              ? `${c.name}: ${[c.emergencyContact, c.emergencyPhone && formatPhone(c.emergencyPhone)].filter(Boolean).join(', ')}`
              : undefined,
          ),
        ),
      ]
    })
}

/** A season's totals of the active players and of those who left but played in it. */
export const statsTotalsRows = async (db: Kysely<DB>, teamId: string, season: DateRange): Promise<Cell[][]> =>
  (await listPlayers(db, teamId, season))
    .filter((player) => player.isActive || player.stats.gamesPlayed > 0)
    .map(({ name, jerseyNumber, stats: s }) => [
      name,
      jerseyNumber,
      s.gamesPlayed,
      s.minutesPlayed,
      s.goals,
      s.assists,
      s.yellowCards,
      s.redCards,
      s.saves,
      s.cleanSheets,
    ])

export const statsGamesRows = async (
  db: Kysely<DB>,
  teamId: string,
  season: DateRange,
  words: ExportWords,
): Promise<Cell[][]> => {
  const [lines, players] = await Promise.all([listTeamLines(db, teamId, season), listPlayers(db, teamId)])
  const jersey = new Map(players.map((p) => [p.id, p.jerseyNumber]))
  return lines.map((line) => [
    words.date(line.gameDate),
    line.opponent,
    line.playerName,
    jersey.get(line.playerId) ?? null,
    line.minutesPlayed,
    line.goals,
    line.assists,
    line.yellowCards,
    line.redCards,
    line.saves,
    line.keyPlays.join('; '),
  ])
}

/**
 * A season's attendance of the active players and of those who left but were recorded in it. Attended: marked
 * present, as the attendance page counts it; a player with nothing recorded has no percentage.
 */
export const attendancePlayersRows = async (db: Kysely<DB>, teamId: string, season: DateRange): Promise<Cell[][]> => {
  const [players, totals] = await Promise.all([listPlayers(db, teamId), attendanceTotals(db, teamId, season)])
  return players
    .filter((player) => player.isActive || totals.has(player.id))
    .map((player) => {
      const { present, total } = totals.get(player.id) ?? { present: 0, total: 0 }
      return [player.name, player.jerseyNumber, present, total, total > 0 ? Math.round((present / total) * 100) : null]
    })
}

/** One row per player and calendar event of a season whose attendance was saved, oldest event first. */
export const attendanceEventsRows = async (
  db: Kysely<DB>,
  teamId: string,
  season: DateRange,
  words: ExportWords,
): Promise<Cell[][]> => {
  const [calendarEvents, records, players] = await Promise.all([
    listAttendanceCalendarEvents(db, teamId, season),
    attendanceRecordsByEvent(db, teamId),
    listPlayers(db, teamId),
  ])
  const byId = new Map(players.map((p) => [p.id, p]))
  return [...calendarEvents].reverse().flatMap((event) =>
    [...(records.get(event.id) ?? [])]
      .flatMap(([playerId, status]) => {
        const player = byId.get(playerId)
        return player ? [{ player, status }] : []
      })
      .sort(
        (a, b) =>
          (a.player.jerseyNumber ?? 100) - (b.player.jerseyNumber ?? 100) || a.player.name.localeCompare(b.player.name),
      )
      .map(({ player, status }): Cell[] => [
        words.date(event.date),
        event.time,
        event.title,
        words.eventType(event.type),
        player.name,
        player.jerseyNumber,
        words.attendanceStatus(status),
      ]),
  )
}

/**
 * One row per sign-up of a season; a need nobody signed up for yet has one row with the volunteer left empty. The
 * sign-up's moment in the team's zone (`timeZone`) where the coach's language writes it so.
 */
export const volunteersRows = async (
  db: Kysely<DB>,
  teamId: string,
  season: DateRange,
  words: ExportWords,
  timeZone: string,
): Promise<Cell[][]> =>
  (await volunteerSignUpsForExport(db, teamId, season)).flatMap((need) => {
    const facts = [
      words.date(need.date),
      need.time,
      need.calendarEventTitle,
      words.needType(need.type),
      words.needDescription(need.type, need.ownDescription),
      need.slotsNeeded,
    ]
    if (need.volunteers.length === 0) return [[...facts, null, null, null]]
    return need.volunteers.map((v) => [...facts, v.name, v.note, words.instant(v.signedUpAt, timeZone)])
  })
