import { z } from 'zod'
import { ID_PATTERN, isCalendarDate, isSafeText, safeInputMessages } from './input-checks'

export { ID_PATTERN, isCalendarDate, isSafeText, safeInputMessages } from './input-checks'

/**
 * The edge every input passes: text that the database and the event log can store as it is, dates that exist on
 * a calendar, numbers and lists with a ceiling. The server's routes and the browser's forms use the same pieces,
 * so a value the form accepts is one the server stores, and a hostile one is refused with a 400, never a 500.
 */

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
export const idSchema = (message: string = safeInputMessages.id) =>
  z.string({ error: message }).regex(ID_PATTERN, message)

/** The params of a route with one `:name` id: `idParams('playerId')`. */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idSchema()])) as Record<K, ReturnType<typeof idSchema>>)
