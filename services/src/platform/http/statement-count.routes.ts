import fastifyPlugin from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CountedStatements, StatementCounter } from '../db/statement-count'

/** Requests whose counts the bench may still ask for. */
const KEPT = 1000

/**
 * The `http` benchmark's statement count (BENCH_COUNT_STATEMENTS=1 only): each request runs in its counter's
 * context; its response carries `x-bench-request-id` and `x-bench-statements` (those sent before the response),
 * and `GET /_bench/statements/:id` answers a recent request's counts, after-work included, with the statements.
 * Registered before access control, so the session lookup is counted.
 */
export const statementCountRoutes = fastifyPlugin(
  async (app: FastifyInstance, { counter }: { counter: StatementCounter }) => {
    const kept = new Map<string, CountedStatements>()
    const ofRequest = new WeakMap<FastifyRequest, CountedStatements>()

    app.addHook('onRequest', (request, _reply, done) => {
      const counted: CountedStatements = { before: 0, after: 0, responded: false, texts: [] }
      ofRequest.set(request, counted)
      kept.set(request.id, counted)
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
      counter.run(counted, done)
    })
    // A body is read in the socket's context, not the request's: the request's is entered again after it.
    app.addHook('preValidation', (request, _reply, done) => {
      const counted = ofRequest.get(request)
      if (counted) counter.run(counted, done)
      else done()
    })
    app.addHook('onSend', async (request, reply, payload) => {
      const counted = ofRequest.get(request)
      if (counted) {
        counted.responded = true
        reply.header('x-bench-request-id', request.id)
        reply.header('x-bench-statements', String(counted.before))
      }
      return payload
    })
    app.get<{ Params: { id: string } }>('/_bench/statements/:id', async (request, reply) => {
      const counted = kept.get(request.params.id)
      if (!counted) return reply.status(404).send({ code: 'not_found', message: 'No such request' })
      return { before: counted.before, after: counted.after, statements: counted.texts }
    })
  },
)
