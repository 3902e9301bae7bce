// Made at the first date shown, not when the module loads: a first Intl formatter loads the locale's data, which a
// page's loading (and the requests its loader starts) should not wait for.
let dateFormat: Intl.DateTimeFormat | undefined
let dayFormat: Intl.DateTimeFormat | undefined

/** A date as the spec shows them (en-US, short month); 'Unknown' when it cannot be read. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date)
}

/**
 * 'Mar 8, 2026' for a calendar date (YYYY-MM-DD); `unreadable` ('Unknown') when it cannot be read. A calendar date
 * names a day, not an instant: it is read and written in UTC, so the viewer's zone and its clock changes never move it.
 */
export function formatCalendarDay(isoDate: string, unreadable = 'Unknown'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : new Date(Number.NaN)
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
  return Number.isNaN(day.getTime()) ? unreadable : dayFormat.format(day)
}
