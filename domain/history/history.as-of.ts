/**
 * The "as of" views: a page as it was at some past instant, folded from the log's events up to it rather than
 * read from today's tables. Each feature with such a view keeps its fold beside its events; they all read
 * events in this shape. Pure: the server reads the events and looks the names up (today's, never the log's).
 */

/** An event as the folds read it: its data and the stream version, time and actor it was recorded with. */
export type Folded<E extends { type: string; data: object }> = E & {
  readonly streamVersion: number
  readonly recordedAt: string
  readonly actorId: string | null
}
