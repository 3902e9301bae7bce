// Dates, worked out apart from the app's own code.

const pad = (value: number) => String(value).padStart(2, '0')

/** Today in `timeZone` as YYYY-MM-DD, moved by `days`. */
export function dayIn(timeZone: string, days = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {})
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! + days))
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`
}

/** The hour of the day now in `timeZone` (0–23). */
export const hourIn = (timeZone: string, now = new Date()) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now))

/** A date `years` years before today (in the machine's own time zone), as a date input takes it. */
export function yearsAgo(years: number, today = new Date()): string {
  return `${today.getFullYear() - years}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
}

const asUtcNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

/** 'Sunday, March 8, 2026': a day as the month view reads it out. */
export const spokenDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(asUtcNoon(isoDate))

/** 'Mar 8, 2026': the spec's date. */
export const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    asUtcNoon(isoDate),
  )
