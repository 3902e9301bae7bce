import type { ErrorBody } from '@teamspace/domain/shared/error-body.schemas'
import type { z } from 'zod'
import { translate, translateRefusal } from '../i18n/locale'
import { libMessages as m } from './lib.messages'
import { READ_DEADLINE_MS, SAVE_DEADLINE_MS, signalAnswered, signalSlow } from './signal'
import { topicsTouched, touchedTopicsOf } from './touched-topics'
import { TEAM_HEADER, pageTeam, teamOf, type RequestFor } from './team-scope'

/**
 * What an endpoint answers: the output of the shared schema its route declares. The server checks every answer
 * against that schema before sending it (and its tests cover the shapes), so the browser takes the answer as typed
 * and does not parse it again: the read path needs no zod.
 */
export type Answer<S extends z.ZodType> = z.output<S>

/**
 * A failed API call: the HTTP status and the server's own message and code. The message is in the person's
 * language (a refusal the server words in English, translated as refusals.messages.ts has it); `english` keeps the
 * words as they came, for the few callers that tell one refusal from another by them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly english: string
  readonly status: number
  readonly code: string | undefined
  /** The parsed response body, for the few callers that read more than the message. */
  readonly body: unknown
  /** How long the server asked the client to wait before asking again (its `Retry-After`), if it did. */
  readonly retryAfterMs: number | undefined
  /** A save that never reached the server: the request as it was, to keep in the outbox and send later. */
  readonly unsent: UnsentRequest | undefined

  constructor(
    status: number,
    message: string,
    code?: string,
    body?: unknown,
    retryAfterMs?: number,
    unsent?: UnsentRequest,
  ) {
    super(translateRefusal(message))
    this.english = message
    this.status = status
    this.code = code
    this.body = body
    this.retryAfterMs = retryAfterMs
    this.unsent = unsent
  }
}

/** A state-changing request exactly as it was to be sent: what the outbox keeps to send it later, the same. */
export interface UnsentRequest {
  readonly method: SendMethod
  readonly path: string
  /** The JSON text, or the form data of an upload; none for a bodiless request. */
  readonly body: string | FormData | undefined
  /** Its `Idempotency-Key`: sent again unchanged, the server applies it once. */
  readonly commandId: string
  /** The team it was made for (its `X-Team`), if any. */
  readonly teamId: string | undefined
}

/** How the sends of one attempt of a command go: the team it was made for, and what is done with a slow or held send. */
export interface CommandSends {
  /** The team the command was made in (its `X-Team`); none for the app's own. */
  readonly team: string | undefined
  /**
   * Its sends are not sent: each fails at once as a network error carrying the request, as if the phone were offline.
   * The outbox asks it so that a save made while earlier ones of the same team still wait is queued behind them,
   * never sent ahead.
   */
  readonly hold?: boolean
  /**
   * Its JSON sends are given `SAVE_DEADLINE_MS` to answer: past it, a send fails as a network error carrying the
   * request, for the outbox to keep under the same command id, while the slow attempt goes on. If it lands after all,
   * the server applies the command once whichever copy comes first. Uploads are not timed: a photo takes as long as
   * it takes.
   */
  readonly handOver?: boolean
}

/**
 * The attempts of commands running now, by command id. A send finds its command's by the id it carries (its
 * `Idempotency-Key`), so a send made after any number of `await`s still names the team the command was made in.
 */
const attempts = new Map<string, CommandSends>()

/**
 * Runs one attempt of the command `commandId` (`work`, which passes the id to its sends) with its sends going as
 * `sends` says; what `work` answers is answered. An attempt inside another of the same command (the outbox's inside
 * the form's) says how its own sends go, and the outer one's holds again once it ends.
 */
export async function attemptCommand<T>(commandId: string, sends: CommandSends, work: () => Promise<T>): Promise<T> {
  const outer = attempts.get(commandId)
  attempts.set(commandId, sends)
  try {
    return await work()
  } finally {
    if (outer) attempts.set(commandId, outer)
    else attempts.delete(commandId)
  }
}

/** How the sends of the command `commandId` go while an attempt of it runs. */
export const commandSends = (commandId: string): CommandSends | undefined => attempts.get(commandId)

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
export const isNotFound = (error: unknown): error is ApiError => isApiError(error) && error.status === 404
export const isForbidden = (error: unknown): error is ApiError => isApiError(error) && error.status === 403
export const isUnauthorized = (error: unknown): error is ApiError => isApiError(error) && error.status === 401

/** Client errors mean the request itself is wrong; asking again gives the same answer. */
export const isClientError = (error: unknown): error is ApiError =>
  isApiError(error) && error.status >= 400 && error.status < 500

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What the client says when a request never reached the server (the phone is offline, or the server is down), in
 * English; the person reads it in their language (`networkFailure`), as a failed request's message carries it.
 */
export const networkMessage = m.network.defaultMessage

/** `networkMessage` in the person's language. */
export const networkFailure = (): string => translate(m.network)

export const isNetworkError = (error: unknown): error is ApiError => isApiError(error) && error.code === 'network'

/** The server is up but cannot do it just now (its database restarting): the same request may well work soon. */
export const isUnavailable = (error: unknown): error is ApiError => isApiError(error) && error.status === 503

/** The words for a failed request: the connection message when it never got through, else the page's own. */
export const failureMessage = (error: unknown, otherwise: string) =>
  isNetworkError(error) ? networkFailure() : otherwise

export interface SendOptions {
  /**
   * The command's id, sent as the `Idempotency-Key` header: the server applies a command once however often it
   * arrives. Keep one per intent (see `useCommand`) so that a retry after a lost connection reuses it; without one,
   * each call is a new command. A send of a command being attempted goes as the attempt says (`attemptCommand`).
   */
  commandId?: string
  /**
   * The team the send is for (`null`: none), where it is not its command's: a send made outside any save's attempt
   * (a confirmation, the team switcher) without one is for the team of the page shown.
   */
  team?: string | null
}

export const newCommandId = () => crypto.randomUUID()

/** Reads `path` for the work `asking` names: a query passes its context, and is asked as its client's team. */
export function apiGet<T = unknown>(path: string, asking: RequestFor): Promise<T> {
  return request('GET', path, undefined, teamOf(asking))
}

/** Sends a state-changing request with a JSON body, and its command id in the `Idempotency-Key` header. */
export function apiSend<T = unknown>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body)
  const commandId = options.commandId ?? newCommandId()
  return request(method, path, json, sendTeam(options), commandId)
}

/** Sends form data (a file upload, say); the browser sets the multipart boundary itself. */
export function apiUpload<T = unknown>(
  method: SendMethod,
  path: string,
  body: FormData,
  options: SendOptions = {},
): Promise<T> {
  return request(method, path, body, sendTeam(options), options.commandId ?? newCommandId())
}

/** The team a send names: the one it is given, else its command's, else (made outside any save) the page's. */
export function sendTeam({ team, commandId }: SendOptions): string | undefined {
  if (team !== undefined) return team ?? undefined
  const command = commandId === undefined ? undefined : attempts.get(commandId)
  return command ? command.team : pageTeam()
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: string | FormData | undefined,
  team: string | undefined,
  commandId?: string,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (team) headers[TEAM_HEADER] = team
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  if (commandId) headers['Idempotency-Key'] = commandId
  const unsent = method !== 'GET' && commandId ? { method, path, body, commandId, teamId: team } : undefined
  const command = commandId === undefined ? undefined : attempts.get(commandId)
  if (command?.hold && unsent) throw new ApiError(0, networkFailure(), 'network', undefined, undefined, unsent)
  const unreached = () => new ApiError(0, networkFailure(), 'network', undefined, undefined, unsent)

  const sending = fetch(path, { method, headers, credentials: 'same-origin', body: body ?? null })
  // Any answer, even one that comes after its deadline, says the signal carries again.
  void sending.then(signalAnswered, () => undefined)
  let response: Response
  try {
    response = await (command?.handOver && unsent && typeof body !== 'object'
      ? withinDeadline(sending, unreached)
      : sending)
  } catch (error) {
    // Online, yet the server could not be reached: the signal is too weak to carry (or the server is away).
    if (navigator.onLine !== false) signalSlow()
    throw isApiError(error) ? error : unreached()
  }

  const payload = await readJson(response)
  if (!response.ok) {
    const { status, statusText, headers } = response
    throw toApiError({ status, statusText, retryAfter: headers.get('Retry-After') }, payload)
  }
  await refreshTouched(team, response.headers)
  return payload as T
}

/**
 * The pages showing what a save of `team` changed, refreshed before it is answered, as its answer's headers name
 * them; on a weak signal the save is answered after the read deadline at the latest, and the pages go on refreshing.
 */
export async function refreshTouched(team: string | undefined, headers: Pick<Headers, 'get'>): Promise<void> {
  const touched = touchedTopicsOf(headers)
  if (team && touched.length > 0) await withinReadDeadline(topicsTouched(team, touched))
}

/** Waits for `work`, but no longer than a read may take before the page answers from the device. */
function withinReadDeadline(work: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, READ_DEADLINE_MS)))
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** The answer, or `late()` thrown once the save's deadline passes; the request itself goes on either way. */
function withinDeadline(sending: Promise<Response>, late: () => ApiError): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), SAVE_DEADLINE_MS)
  })
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer))
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A `Retry-After` in seconds as milliseconds; undefined when absent or a date (the server sends seconds). */
const retryAfterMs = (value: string | null | undefined) =>
  value && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) * 1000 : undefined

/** The API's error body (its code, words and field messages), or what the status says when there is none. */
export function toApiError(
  response: Pick<Response, 'status' | 'statusText'> & { readonly retryAfter?: string | null },
  payload: unknown,
): ApiError {
  const error = errorOf(payload)
  const message = error?.message
    ? error.message
    : // A status line, in English: the service worker's sends read it too, and carry none of the app's words.
      `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`
  return new ApiError(response.status, message, error?.code, payload, retryAfterMs(response.retryAfter))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The body's code and message, when it has the shape of `errorBodySchema`'s error. */
function errorOf(payload: unknown): Pick<ErrorBody['error'], 'code' | 'message'> | undefined {
  if (!isRecord(payload) || !isRecord(payload.error)) return undefined
  const { code, message } = payload.error
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined
}
