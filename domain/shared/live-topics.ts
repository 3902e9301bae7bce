/**
 * The query families of the web app that the live socket can name: the first element of their TanStack Query
 * keys. Each feature declares its own topics beside its events, by adding keys to this interface:
 *
 *   declare module '../shared/live-topics' {
 *     interface LiveTopics { stats: true }
 *   }
 *
 * The server maps each event type to the topics it changes (`LiveTopic[]`) and the web builds its query keys
 * from the same names, so a topic that one side spells differently fails the type-check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration
export interface LiveTopics {}

export type LiveTopic = Extract<keyof LiveTopics, string>
