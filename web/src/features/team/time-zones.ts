/** Every time zone the browser knows, with the team's own first in line if the list lacks it (e.g. "UTC"). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = []
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    // An older browser: the current zone alone still lets the rest of the form be saved.
  }
  return zones.includes(current) ? zones : [current, ...zones]
}
