import type { Message } from '@teamspace/domain/i18n/messages'
import type { CalendarEventSeries } from '@teamspace/domain/calendar/calendar.schemas'
import { translate } from '../../i18n/locale'
import { weekdayName } from './calendar-view'
import { calendarEventMessages as m } from './calendar-event.messages'

type Words = (message: Message, values: Record<string, string | number>) => string

/**
 * "every Tuesday and Thursday", "every 2 weeks on Monday": a series' rule in the person's language, made here from
 * its weekdays and interval (the server's summary is in English words).
 */
export function seriesSummary(series: Pick<CalendarEventSeries, 'weekdays' | 'interval'>, t: Words = translate) {
  const days = series.weekdays.map(weekdayName)
  const named =
    days.length > 1 ? t(m.dayList, { rest: days.slice(0, -1).join(', '), last: days.at(-1)! }) : (days[0] ?? '')
  return series.interval === 1
    ? t(m.everyWeek, { days: named })
    : t(m.everyWeeks, { interval: series.interval, days: named })
}
