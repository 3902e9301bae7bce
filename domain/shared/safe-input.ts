import { z } from 'zod'

/**
 * The edge every input passes: text that the database and the event log can store as it is, dates that exist on
 * a calendar, numbers and lists with a ceiling. The server's routes and the browser's forms use the same pieces,
 * so a value the form accepts is one the server stores, and a hostile one is refused with a 400, never a 500.
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

export interface SafeTextOptions {
  /** The longest text accepted, counted after trimming where the field trims. */
  readonly max: number
  /** The words when it is longer; zod's default otherwise. */
  readonly maxMessage?: string
  /** Said when the value is missing or not a string at all. */
  readonly error?: string
  /** Trim surrounding whitespace before the length is checked (as most fields do). Default true. */
  readonly trim?: boolean
}

/**
 * A string with no NUL and no lone surrogate, optionally trimmed, at most `max` characters. Chain `.min()` and
 * friends as on any zod string: the refusal of unsafe characters runs first.
 */
export const safeText = ({ max, maxMessage, error, trim = true }: SafeTextOptions) => {
  const text = safeString(error)
  return (trim ? text.trim() : text).max(max, maxMessage)
}

/** The bare safe string, for fields that shape their own checks. */
export const safeString = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isSafeText, safeInputMessages.text)

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

/** A real calendar date as YYYY-MM-DD: it round-trips through a date unchanged. */
export const calendarDate = (message: string = safeInputMessages.date) =>
  z.string({ error: message }).max(10, message).refine(isCalendarDate, message)

/** A whole number from `min` to `max` (both included): never NaN, never infinite, never beyond an int column. */
export const boundedInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)

/** A list of at most `max` items. */
export const boundedArray = <T extends z.ZodType>(item: T, max: number, message: string = safeInputMessages.list) =>
  z.array(item).max(max, message)

/** An id in a path or a body: what nanoid, invite codes and our own names are made of. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const idSchema = (message: string = safeInputMessages.id) =>
  z.string({ error: message }).regex(ID_PATTERN, message)

/** The params of a route with one `:name` id: `idParams('playerId')`. */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idSchema()])) as Record<K, ReturnType<typeof idSchema>>)
