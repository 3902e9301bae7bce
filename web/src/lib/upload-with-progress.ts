import {
  ApiError,
  networkFailure,
  newCommandId,
  refreshTouched,
  sendTeam,
  toApiError,
  type SendMethod,
  type SendOptions,
} from './api'
import { TEAM_HEADER } from './team-scope'

/** How far a request body has gone: bytes sent of bytes to send. */
export interface UploadProgress {
  loaded: number
  total: number
}

export interface UploadWithProgressOptions extends SendOptions {
  /** Called as the browser sends the body (`xhr.upload.onprogress`), and once more with everything sent. */
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/** The share of an upload sent so far, 0–100, rounded down so that 100 means every byte has gone. */
export const percentSent = ({ loaded, total }: UploadProgress): number =>
  total <= 0 ? 0 : Math.min(100, Math.floor((loaded / total) * 100))

/**
 * Sends form data like `apiUpload`, and reports the bytes sent as they go. `fetch` cannot say how much of a request
 * body has left the browser, so this one request goes through XMLHttpRequest; it fails with the same `ApiError`s
 * as the rest of the api client, and refreshes what its answer names before it is answered, as they do.
 */
export function apiUploadWithProgress<T = unknown>(
  method: SendMethod,
  path: string,
  body: FormData,
  { commandId, team: named, onProgress, signal }: UploadWithProgressOptions = {},
): Promise<T> {
  const team = sendTeam({ commandId, team: named })
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    xhr.setRequestHeader('Accept', 'application/json')
    if (team) xhr.setRequestHeader(TEAM_HEADER, team)
    const key = commandId ?? newCommandId()
    xhr.setRequestHeader('Idempotency-Key', key)
    xhr.responseType = 'text'

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.upload.onload = () => onProgress?.({ loaded: 1, total: 1 })

    xhr.onload = () => {
      const payload = parse(xhr.status === 204 ? '' : xhr.responseText)
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          toApiError(
            { status: xhr.status, statusText: xhr.statusText, retryAfter: xhr.getResponseHeader('Retry-After') },
            payload,
          ),
        )
        return
      }
      void refreshTouched(team, { get: (name) => xhr.getResponseHeader(name) }).then(() => resolve(payload as T))
    }
    // Never reached the server: the request goes with the error, for the outbox to keep and send later.
    const unsent = { method, path, body, commandId: key, teamId: team }
    xhr.onerror = () => reject(new ApiError(0, networkFailure(), 'network', undefined, undefined, unsent))
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'))
        return
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true })
    }
    xhr.send(body)
  })
}

function parse(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
