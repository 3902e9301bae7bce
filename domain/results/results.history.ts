import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, stateBefore } from '../history/history.plugin'
import { formatDay, list, quoted } from '../history/history.wording'
import { scoreLine } from './results.constants'
import { gameResultStreamId, type GameScore, type ResultsDomainEvent } from './results.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'game-result': true
  }
}

const scorersOf = (score: GameScore, player: (playerId: string) => string) =>
  score.scorers.length
    ? ` (${list(score.scorers.map((s) => (s.goals === 1 ? player(s.playerId) : `${player(s.playerId)} ${s.goals}`)))})`
    : ''

const against = (d: { opponent: string }) => (d.opponent ? ` against ${d.opponent}` : '')

/**
 * Results and seasons in the activity feed, and each game result's History: the score, and what a correction
 * changed.
 */
export const resultsHistory = defineHistory<ResultsDomainEvent>({
  label: 'Results and seasons',
  subjects: [
    {
      kind: 'game-result',
      idField: 'calendarEventId',
      types: ['GameResultRecorded', 'GameResultCorrected'],
      state: ['GameResultRecorded', 'GameResultCorrected'],
      streams: (calendarEventId) => [gameResultStreamId(calendarEventId)],
    },
  ],
  sentences: {
    GameResultRecorded: (d, c) =>
      `${c.actor} recorded the result ${scoreLine(d.goalsFor, d.goalsAgainst)}${against(d)}${forCalendarEvent(c.names, d.calendarEventId)}${scorersOf(d, (id) => c.names.player(id))}.`,
    GameResultCorrected: (d, c) => {
      const was = stateBefore(c, 'GameResultRecorded', 'GameResultCorrected')
      const from = was ? ` from ${scoreLine(was.goalsFor, was.goalsAgainst)}` : ''
      return `${c.actor} corrected the result${against(d)}${forCalendarEvent(c.names, d.calendarEventId)}${from} to ${scoreLine(d.goalsFor, d.goalsAgainst)}${scorersOf(d, (id) => c.names.player(id))}.`
    },
    SeasonStarted: (d, c) =>
      `${c.actor} started the season ${quoted(d.name)} (${formatDay(d.startsOn)} to ${formatDay(d.endsOn)}).`,
    SeasonCorrected: (d, c) =>
      `${c.actor} corrected the season ${quoted(d.name)} (${formatDay(d.startsOn)} to ${formatDay(d.endsOn)}).`,
    SeasonRemoved: (d, c) => `${c.actor} removed the season ${quoted(d.name)}, which had nothing recorded in it.`,
  },
})
