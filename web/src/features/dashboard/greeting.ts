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

/** Good morning before 12:00, Good afternoon before 17:00, else Good evening, by the team's clocks. */
export function greetingFor(now: Date, timeZone: string): string {
  const hour = hourIn(now, timeZone)
  if (hour < 12) return 'Good morning'
  if (hour < 17) return 'Good afternoon'
  return 'Good evening'
}

/** The first name to greet with; 'Coach' when there is none. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'Coach'
}
