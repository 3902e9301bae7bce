import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, type SentenceContext } from '../history/history.plugin'
import { sayer } from '../history/history.wording'
import type { GameDayEvent } from './gameday.events'
import { gamedayHistoryMessages, gamedayHistoryTranslations } from './gameday.history.messages'

const say = sayer(gamedayHistoryMessages, gamedayHistoryTranslations)

const forGame = (d: { calendarEventId: string }, c: SentenceContext<GameDayEvent>) =>
  forCalendarEvent(c.names, d.calendarEventId, 'for', c.language)

/** The team's game-day setting and each match's whistles, goals and substitutions in the activity feed. */
export const gamedayHistory = defineHistory<GameDayEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    GameDaySettingChosen: (d, c) =>
      say(c)('settingChosen', { actor: c.actor, format: d.format, minutes: d.periodMinutes }),
    MatchKickedOff: (d, c) =>
      say(c)(d.period === 1 ? 'kickedOff' : 'secondHalf', { actor: c.actor, event: forGame(d, c) }),
    MatchPeriodEnded: (d, c) => say(c)(d.fullTime ? 'fullTime' : 'halfTime', { actor: c.actor, event: forGame(d, c) }),
    GoalScored: (d, c) =>
      d.kind === 'ours' && d.scorerId
        ? say(c)('goal', {
            actor: c.actor,
            scorer: c.names.player(d.scorerId),
            assist: d.assistId ? say(c)('assist', { player: c.names.player(d.assistId) }) : '',
            event: forGame(d, c),
          })
        : say(c)(d.kind === 'theirs' ? 'theirGoal' : 'ownGoal', { actor: c.actor, event: forGame(d, c) }),
    GoalUndone: (d, c) => say(c)('undone', { actor: c.actor, event: forGame(d, c) }),
    SubstitutionMade: (d, c) =>
      say(c)('substitution', {
        actor: c.actor,
        playerIn: c.names.player(d.playerIn),
        playerOut: c.names.player(d.playerOut),
        event: forGame(d, c),
      }),
  },
})
