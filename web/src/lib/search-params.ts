/**
 * Readers for a page's query string, as TanStack Router's `validateSearch` calls them: each takes what the router
 * parsed and keeps a value only when it is well formed, so a malformed address drops the parameter rather than
 * failing the page. Plain functions, not zod: the router runs them before any page shows.
 */

/** A string of `min` to `max` characters (after trimming, when asked), else undefined. */
export function searchText(
  value: unknown,
  { max, min = 0, trim = false }: { max: number; min?: number; trim?: boolean },
): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = trim ? value.trim() : value
  return text.length >= min && text.length <= max ? text : undefined
}

/** One of the given choices, else undefined. */
export function searchChoice<const T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value)
}

/** The object with its undefined values left out, so the address carries only what is set. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T
}
