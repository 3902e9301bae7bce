import type { StatSheet } from '@teamspace/domain/playing-time/playing-time.schemas'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { blankCounts } from './record-stats-form'
import type { RecordGameValues } from './record-game-form'

/**
 * The whole-game form as a game's live match fills it in: the game's date, opponent and id, a row per player on the
 * roster, ticked as played with their minutes, goals and assists for those the match had on the pitch (or scoring,
 * or assisting); cards and saves are left for the coach, who checks the sheet and saves it into the stats.
 */
export const prefilledGameValues = (players: readonly Pick<Player, 'id'>[], sheet: StatSheet): RecordGameValues => {
  const lines = new Map(sheet.lines.map((line) => [line.playerId, line]))
  return {
    gameDate: sheet.gameDate,
    opponent: sheet.opponent,
    gameId: sheet.calendarEventId,
    lines: players.map((player) => {
      const line = lines.get(player.id)
      return line
        ? {
            playerId: player.id,
            played: true,
            ...blankCounts,
            minutesPlayed: String(line.minutesPlayed),
            goals: line.goals === 0 ? '' : String(line.goals),
            assists: line.assists === 0 ? '' : String(line.assists),
          }
        : { playerId: player.id, played: false, ...blankCounts }
    }),
  }
}
