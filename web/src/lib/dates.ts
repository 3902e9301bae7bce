// Made at the first date shown, not when the module loads: a first Intl formatter loads the locale's data, which a
// page's loading (and the requests its loader starts) should not wait for.
let dateFormat: Intl.DateTimeFormat | undefined

/** A date as the spec shows them (en-US, short month); 'Unknown' when it cannot be read. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date)
}
