import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

/**
 * The header of a command's answer that names the live topics of the events it appended: the families of queries
 * the write changed, as each feature declares them (`liveTopics`). The client that sent it refreshes exactly those at
 * once, as every other client does when the socket's notice comes; no page keeps its own list of what a save changes.
 */
export const TOUCHED_TOPICS_HEADER = 'x-live-topics'

declare module 'fastify' {
  interface FastifyRequest {
    /** The types of the events this request's commands appended; null for a read, a refusal or a retried command. */
    appendedEventTypes: string[] | null
  }
}

export interface TouchedTopicsOptions {
  /** The live topics of an event type (each feature's `liveTopics`). */
  readonly topicsFor: (eventType: string) => readonly string[]
}

export const touchedTopics = fastifyPlugin(async (app: FastifyInstance, { topicsFor }: TouchedTopicsOptions) => {
  app.decorateRequest('appendedEventTypes', null)
  app.addHook('onSend', async (request, reply, payload) => {
    const types = request.appendedEventTypes
    if (types && reply.statusCode < 300) {
      const topics = [...new Set(types.flatMap(topicsFor))]
      if (topics.length > 0) void reply.header(TOUCHED_TOPICS_HEADER, topics.join(' '))
    }
    return payload
  })
})

/** Records what a command of `request` appended, for its answer's header. */
export const recordAppended = (request: { appendedEventTypes: string[] | null }, types: readonly string[]) => {
  request.appendedEventTypes = [...(request.appendedEventTypes ?? []), ...types]
}
