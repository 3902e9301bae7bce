import { currentLocale, translate } from '../i18n/locale'
import { datesMessages } from './dates.messages'

// Made at the first date shown, not when the module loads: a first Intl formatter loads the locale's data, which a
// page's loading (and the requests its loader starts) should not wait for. One per locale, zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale()
  const key = `${locale} ${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, found)
  }
  return found
}

/** ICU writes a narrow no-break space before AM and PM; the spec, and a search of the page, a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const unknown = () => translate(datesMessages.unknown)

/** The day, as the person's locale writes it short: 'Mar 8, 2026' (en-US), '8. März 2026' (de-DE). */
export const dayOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
/** The time of day in the locale's clock: '10:00 AM' (en-US), '10:00' (de-DE). */
export const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }

/**
 * An instant written in `timeZone` in the person's locale (`options` say what of it), 'Unknown' (in their language)
 * when it cannot be read, or the zone is unknown.
 */
export function formatInZone(
  instant: string | number | Date,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(date.getTime())) return unknown()
  try {
    return plainSpaces(formatter({ ...options, timeZone }).format(date))
  } catch {
    return unknown()
  }
}

/** A date as the person's locale writes it ('Mar 8, 2026' in the United States); 'Unknown' when it cannot be read. */
export function formatDate(value: string | Date): string {
  return formatInZone(value, undefined, dayOptions)
}

/**
 * 'Mar 8, 2026' (as the person's locale writes it) for a calendar date (YYYY-MM-DD); `unreadable` ('Unknown') when
 * it cannot be read. A calendar date names a day, not an instant: it is read and written in UTC, so the viewer's
 * zone and its clock changes never move it.
 */
export function formatCalendarDay(isoDate: string, unreadable?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(Date.parse(`${isoDate}T00:00:00Z`)))
    return unreadable ?? unknown()
  return formatInZone(`${isoDate}T00:00:00Z`, 'UTC', dayOptions)
}
