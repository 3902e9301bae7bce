/**
 * A team's name in two parts, for a place too narrow for all of it: the end that tells it from the person's other
 * teams ("U10" of "Riverside Rovers U10" beside "Riverside Rovers U12"), which stays in sight, and the start, which
 * gives way first. The split falls between words, after the longest start it shares with another of the names; a
 * name that shares no first word with any is all start (cut at its end, as before).
 */
export function teamNameParts(name: string, teamNames: readonly string[]): { head: string; tail: string } {
  let shared = 0
  for (const other of teamNames) if (other !== name) shared = Math.max(shared, sharedStart(name, other))
  const tail = name.slice(shared).trim()
  return shared === 0 || tail === '' ? { head: name, tail: '' } : { head: name.slice(0, shared).trimEnd(), tail }
}

/** How many characters of `name` open both names, up to the start of a word of `name` (case aside). */
function sharedStart(name: string, other: string): number {
  const a = name.toLowerCase()
  const b = other.toLowerCase()
  let same = 0
  while (same < a.length && same < b.length && a[same] === b[same]) same++
  // Back to the start of the word the names part in: a whole word of `name` after whitespace.
  while (same > 0 && !/\s/.test(name[same - 1]!)) same--
  return same
}
