/**
 * The checks of the input edge (see safe-input.ts) that need no zod: the browser's pages read them without
 * loading the schema library.
 */

export const safeInputMessages = {
  text: 'Text contains characters that are not allowed.',
  date: 'Please enter a real date (YYYY-MM-DD).',
  id: 'Not a valid id.',
  number: 'Please enter a whole number.',
  list: 'Too many items.',
} as const

/** A NUL (which Postgres text cannot hold) or half of a surrogate pair (which JSON cannot carry). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when the text can be stored and sent back as it is. */
export const isSafeText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a YYYY-MM-DD that names a day that exists (no 30 February, no month 13, no year 0). */
export const isCalendarDate = (value: string) => {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1) return false
  // setUTCFullYear takes years below 100 as they are (Date.UTC would read 0048 as 1948).
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
