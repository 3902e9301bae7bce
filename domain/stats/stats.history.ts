import { defineHistory, stateBefore } from '../history/history.plugin'
import { formatDay, list, plural, quoted } from '../history/history.wording'
import { possessive } from '../roster/roster.history'
import { statLineStreamId, type StatLineValues, type StatsEvent } from './stats.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'stat-line': true
  }
}

const statNames = {
  minutesPlayed: ['minute', 'minutes played'],
  goals: ['goal', 'goals'],
  assists: ['assist', 'assists'],
  yellowCards: ['yellow card', 'yellow cards'],
  redCards: ['red card', 'red cards'],
  saves: ['save', 'saves'],
} as const satisfies Record<string, readonly [string, string]>
type StatName = keyof typeof statNames

const statSummary = (values: StatLineValues) => {
  const parts = (Object.keys(statNames) as StatName[])
    .filter((key) => key !== 'minutesPlayed' && values[key] > 0)
    .map((key) => plural(values[key], statNames[key][0]))
  return parts.length ? ` (${list(parts)})` : ''
}

const gameLabel = (values: Pick<StatLineValues, 'opponent' | 'gameDate'>) =>
  `the game ${values.opponent ? `against ${values.opponent} ` : ''}on ${formatDay(values.gameDate)}`

const statChanges = (before: StatLineValues, after: StatLineValues) => {
  const changes = (Object.keys(statNames) as StatName[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${statNames[key][1]} from ${before[key]} to ${after[key]}`)
  if (before.gameDate !== after.gameDate)
    changes.push(`the date from ${formatDay(before.gameDate)} to ${formatDay(after.gameDate)}`)
  if (before.opponent !== after.opponent)
    changes.push(`the opponent from ${quoted(before.opponent || 'none')} to ${quoted(after.opponent || 'none')}`)
  if (before.keyPlays.join('\n') !== after.keyPlays.join('\n')) changes.push('the key plays')
  return changes
}

/**
 * Stat lines in the activity feed and each line's History. A line recorded alone has its own stream; one
 * recorded with a whole game starts in that game's sheet, which the server finds through the line's read row.
 */
export const statsHistory = defineHistory<StatsEvent>({
  label: 'Statistics',
  subjects: [
    {
      kind: 'stat-line',
      idField: 'statLineId',
      types: ['StatLineRecorded', 'StatLineCorrected', 'StatLineVoided'],
      state: ['StatLineRecorded', 'StatLineCorrected'],
      streams: (statLineId) => [statLineStreamId(statLineId)],
    },
  ],
  sentences: {
    StatLineRecorded: (d, c) =>
      `${c.actor} recorded ${possessive(c.names.player(d.playerId))} stats for ${gameLabel(d)}${statSummary(d)}.`,
    StatLineCorrected: (d, c) => {
      const player = c.names.player(d.playerId)
      const was = stateBefore(c, 'StatLineRecorded', 'StatLineCorrected')
      const changes = was ? statChanges(was, d) : []
      return changes.length
        ? `${c.actor} corrected ${possessive(player)} stats for ${gameLabel(was ?? d)}: ${list(changes)}.`
        : `${c.actor} corrected ${possessive(player)} stats for ${gameLabel(d)}.`
    },
    StatLineVoided: (d, c) => {
      const was = stateBefore(c, 'StatLineRecorded', 'StatLineCorrected')
      return `${c.actor} voided ${possessive(c.names.player(d.playerId))} stats${was ? ` for ${gameLabel(was)}` : ''}.`
    },
  },
})
