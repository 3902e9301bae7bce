import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, stateBefore, type SentenceContext } from '../history/history.plugin'
import { formatDay, list, quoted, sayer } from '../history/history.wording'
import { resultsHistoryMessages, resultsHistoryTranslations } from './results.history.messages'
import { scoreLine } from './results.constants'
import { gameResultStreamId, type GameScore, type ResultsDomainEvent } from './results.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'game-result': true
  }
}

const say = sayer(resultsHistoryMessages, resultsHistoryTranslations)

const scorersOf = (score: GameScore, c: SentenceContext<ResultsDomainEvent>) =>
  score.scorers.length
    ? say(c)('scorers', {
        scorers: list(
          score.scorers.map((s) =>
            s.goals === 1
              ? c.names.player(s.playerId)
              : say(c)('scorerGoals', { player: c.names.player(s.playerId), goals: s.goals }),
          ),
          c.language,
        ),
      })
    : ''

const against = (d: { opponent: string }, c: SentenceContext<ResultsDomainEvent>) =>
  d.opponent ? say(c)('against', { opponent: d.opponent }) : ''

const season = (d: { name: string; startsOn: string; endsOn: string }, c: SentenceContext<ResultsDomainEvent>) => ({
  actor: c.actor,
  name: quoted(d.name, c.language),
  from: formatDay(d.startsOn, c.language),
  to: formatDay(d.endsOn, c.language),
})

/**
 * Results and seasons in the activity feed, and each game result's History: the score, and what a correction
 * changed.
 */
export const resultsHistory = defineHistory<ResultsDomainEvent>({
  label: (language) => say({ language })('label'),
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
      say(c)('recorded', {
        actor: c.actor,
        score: scoreLine(d.goalsFor, d.goalsAgainst),
        against: against(d, c),
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
        scorers: scorersOf(d, c),
      }),
    GameResultCorrected: (d, c) => {
      const was = stateBefore(c, 'GameResultRecorded', 'GameResultCorrected')
      return say(c)('corrected', {
        actor: c.actor,
        against: against(d, c),
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
        from: was ? say(c)('from', { score: scoreLine(was.goalsFor, was.goalsAgainst) }) : '',
        score: scoreLine(d.goalsFor, d.goalsAgainst),
        scorers: scorersOf(d, c),
      })
    },
    SeasonStarted: (d, c) => say(c)('seasonStarted', season(d, c)),
    SeasonCorrected: (d, c) => say(c)('seasonCorrected', season(d, c)),
    SeasonRemoved: (d, c) => say(c)('seasonRemoved', { actor: c.actor, name: quoted(d.name, c.language) }),
  },
})
