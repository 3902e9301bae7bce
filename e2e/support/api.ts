import type { Page } from 'playwright-core'

export interface ApiAnswer<T> {
  status: number
  body: T
}

/**
 * Calls the API from inside the page, with the person's own session, as the app itself does, and answers the
 * status with the body: for the refusals the tests expect as well as the successes.
 */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
    },
    { method, path, body },
  )
}

/** Like `apiCall`, for a call that must succeed: its body. */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await apiCall<T>(page, method, path, body)
  if (answer.status >= 400)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** The bytes the app serves at `path`, fetched inside the page with the person's own session. */
export async function fetchBytes(
  page: Page,
  path: string,
): Promise<{ status: number; contentType: string | null; cacheControl: string | null; bytes: Buffer }> {
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path)
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      base64: btoa(binary),
    }
  }, path)
  return { ...answer, bytes: Buffer.from(answer.base64, 'base64') }
}
