import { useMutation, type MutationFunction, type UseMutationOptions } from '@tanstack/react-query'
import { useRef } from 'react'
import { attemptCommand, isUnavailable, newCommandId } from './api'
import { teamOf } from './team-scope'

type CommandOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /**
   * Does the work; pass `commandId` to the api client, which sends it as the `Idempotency-Key` header, and names the
   * team the command was made in with every send of it, however many `await`s in.
   */
  mutationFn: (variables: TVariables, commandId: string) => Promise<TData>
}

/** How many times a save the server could not do just now (503: its database restarting) is sent again. */
const UNAVAILABLE_RETRIES = 4
/** The first wait when the server names none; it doubles with each try. */
const FIRST_WAIT_MS = 500
/** The longest wait between two tries, whatever the server asks: the person is looking at a spinner. */
const LONGEST_WAIT_MS = 8_000

/** Sends a save again only when the server said it is unavailable for now, a few times. */
export const retryUnavailable = (failureCount: number, error: Error) =>
  isUnavailable(error) && failureCount < UNAVAILABLE_RETRIES

/** The wait before the next try: at least the server's `Retry-After`, growing with each try, bounded. */
export const unavailableRetryDelay = (failureCount: number, error: Error) => {
  const backoff = FIRST_WAIT_MS * 2 ** failureCount
  const asked = isUnavailable(error) ? (error.retryAfterMs ?? 0) : 0
  return Math.min(LONGEST_WAIT_MS, Math.max(asked, backoff))
}

/**
 * A mutation function that runs `work` as an attempt of the command `commandId()` names: each of its sends carries the
 * id and the team of the client the save runs in (the page's team when it was made, not when it sends), however many
 * `await`s in.
 */
export function asCommand<TData, TVariables>(
  work: (variables: TVariables, commandId: string) => Promise<TData>,
  commandId: () => string,
): MutationFunction<TData, TVariables> {
  return (variables, context) => {
    const id = commandId()
    return attemptCommand(id, { team: teamOf(context) }, () => work(variables, id))
  }
}

/**
 * A mutation that is one intent until it succeeds: every attempt (the first, and each retry after a failure) carries
 * the same command id, so a save that did reach the server before the connection dropped is not applied twice. After
 * a success the next save is a new intent with a new id. Mount it where the intent begins: a dialog or a form.
 *
 * A save that meets the server unavailable (503, its database restarting) is sent again by itself after the wait
 * the server asks for, a few times, with the same command id: one that committed before the connection went
 * answers with its first result.
 */
export function useCommand<TData, TVariables = void>({
  mutationFn,
  onSuccess,
  ...options
}: CommandOptions<TData, TVariables>) {
  const commandId = useRef<string>(null)
  return useMutation<TData, Error, TVariables>({
    retry: retryUnavailable,
    retryDelay: unavailableRetryDelay,
    ...options,
    mutationFn: asCommand(mutationFn, () => (commandId.current ??= newCommandId())),
    onSuccess: (...args) => {
      commandId.current = null
      return onSuccess?.(...args)
    },
  })
}
