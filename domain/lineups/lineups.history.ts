import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory, stateBefore, type SentenceContext } from '../history/history.plugin'
import { sayer } from '../history/history.wording'
import { lineupStreamId, type LineupSaved, type LineupsEvent } from './lineups.events'
import { lineupsHistoryMessages, lineupsHistoryTranslations } from './lineups.history.messages'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    lineup: true
  }
}

const say = sayer(lineupsHistoryMessages, lineupsHistoryTranslations)

const ofGame = (calendarEventId: string, c: SentenceContext<LineupsEvent>) =>
  forCalendarEvent(c.names, calendarEventId, 'for', c.language)

const counts = (d: LineupSaved['data'], c: SentenceContext<LineupsEvent>) => ({
  actor: c.actor,
  event: ofGame(d.calendarEventId, c),
  format: d.format,
  starters: d.starters.length,
  bench: d.bench.length,
})

/**
 * Lineups in the activity feed and each game's lineup History: who saved, changed, published or took it back. The
 * sentences count the players rather than name them: the names are today's, and the History view shows the rest.
 */
export const lineupsHistory = defineHistory<LineupsEvent>({
  label: (language) => say({ language })('label'),
  subjects: [
    {
      kind: 'lineup',
      idField: 'calendarEventId',
      types: ['LineupSaved', 'LineupPublished', 'LineupUnpublished'],
      state: ['LineupSaved'],
      streams: (calendarEventId) => [lineupStreamId(calendarEventId)],
    },
  ],
  sentences: {
    LineupSaved: (d, c) => say(c)(stateBefore(c, 'LineupSaved') ? 'changed' : 'saved', counts(d, c)),
    LineupPublished: (d, c) =>
      say(c)(Date.parse(d.publishAt) > Date.parse(d.publishedAt) ? 'scheduled' : 'published', {
        actor: c.actor,
        event: ofGame(d.calendarEventId, c),
      }),
    LineupUnpublished: (d, c) => say(c)('unpublished', { actor: c.actor, event: ofGame(d.calendarEventId, c) }),
  },
})
