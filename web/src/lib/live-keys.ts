import type { LiveTopic } from '@teamspace/domain/shared/live-topics'

/**
 * The key of a query family the live socket refreshes. It starts with a topic spelled as the server spells it
 * (`LiveTopic`, declared by each feature in the domain), so a family whose name drifts from the server's fails
 * the type-check instead of silently never refreshing.
 */
export const liveKey = <const T extends LiveTopic, const Rest extends readonly unknown[]>(
  topic: T,
  ...rest: Rest
): readonly [T, ...Rest] => [topic, ...rest]
