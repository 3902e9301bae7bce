import { translate } from '../../i18n/locale'
import { dashboardMessages as m } from './dashboard.messages'

/**
 * The hour (0-23) at `now` on the clocks of `timeZone`. An unknown zone falls back to the device's own clock
 * rather than breaking the page over a greeting.
 */
export function hourIn(now: Date, timeZone: string): number {
  try {
    // h23, not hour12: false, which some engines answer with "24" at midnight.
    // Any locale will do for reading the hour, in Latin digits.
    const parts = new Intl.DateTimeFormat(undefined, {
      hour: 'numeric',
      hourCycle: 'h23',
      numberingSystem: 'latn',
      timeZone,
    }).formatToParts(now)
    const hour = Number(parts.find((part) => part.type === 'hour')?.value)
    return Number.isInteger(hour) ? hour % 24 : now.getHours()
  } catch {
    return now.getHours()
  }
}

/** Good morning (in the person's language) before 12:00, Good afternoon before 17:00, else Good evening, by the team's clocks. */
export function greetingFor(now: Date, timeZone: string): string {
  const hour = hourIn(now, timeZone)
  if (hour < 12) return translate(m.goodMorning)
  if (hour < 17) return translate(m.goodAfternoon)
  return translate(m.goodEvening)
}

/** The first name to greet with; 'Coach' when there is none. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || translate(m.coach)
}
