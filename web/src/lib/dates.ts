const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** A date as the spec shows them (en-US, short month); 'Unknown' when it cannot be read. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date)
}
