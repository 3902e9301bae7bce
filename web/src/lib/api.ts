import { errorBodySchema } from '@teamspace/domain/shared/error-body.schemas'
import type { z } from 'zod'

/** A failed API call: the HTTP status and the server's own message and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string | undefined
  /** The parsed response body, for the few callers that read more than the message. */
  readonly body: unknown

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message)
    this.status = status
    this.code = code
    this.body = body
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
export const isNotFound = (error: unknown): error is ApiError => isApiError(error) && error.status === 404
export const isForbidden = (error: unknown): error is ApiError => isApiError(error) && error.status === 403
export const isUnauthorized = (error: unknown): error is ApiError => isApiError(error) && error.status === 401

/** Client errors mean the request itself is wrong; asking again gives the same answer. */
export const isClientError = (error: unknown): error is ApiError =>
  isApiError(error) && error.status >= 400 && error.status < 500

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export function apiGet<T = unknown>(path: string, schema?: z.ZodType<T>): Promise<T> {
  return request('GET', path, undefined, schema)
}

/**
 * Sends a JSON body. Every POST is a command, and each carries its own `commandId` so that the
 * server can recognise a retried request and not apply it twice.
 */
export function apiSend<T = unknown>(
  method: SendMethod,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  return request(method, path, method === 'POST' ? withCommandId(body) : body, schema)
}

function withCommandId(body: unknown): unknown {
  if (body === undefined) return { commandId: crypto.randomUUID() }
  if (!isPlainObject(body) || typeof body.commandId === 'string') return body
  return { ...body, commandId: crypto.randomUUID() }
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  schema: z.ZodType<T> | undefined,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network')
  }

  const payload = await readJson(response)
  if (!response.ok) throw toApiError(response, payload)
  return schema ? schema.parse(payload) : (payload as T)
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

/** The API's error body (its code, words and field messages), or what the status says when there is none. */
export function toApiError(response: Pick<Response, 'status' | 'statusText'>, payload: unknown): ApiError {
  const error = errorBodySchema.safeParse(payload).data?.error
  const message = error?.message
    ? error.message
    : `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`
  return new ApiError(response.status, message, error?.code, payload)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
