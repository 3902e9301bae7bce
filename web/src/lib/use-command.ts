import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { useRef } from 'react'
import { newCommandId } from './api'

type CommandOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** Does the work; pass `commandId` to the api client, which sends it as the `Idempotency-Key` header. */
  mutationFn: (variables: TVariables, commandId: string) => Promise<TData>
}

/**
 * A mutation that is one intent until it succeeds: every attempt (the first, and each retry after a failure) carries
 * the same command id, so a save that did reach the server before the connection dropped is not applied twice. After
 * a success the next save is a new intent with a new id. Mount it where the intent begins: a dialog or a form.
 */
export function useCommand<TData, TVariables = void>({
  mutationFn,
  onSuccess,
  ...options
}: CommandOptions<TData, TVariables>) {
  const commandId = useRef<string>(null)
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      commandId.current ??= newCommandId()
      return mutationFn(variables, commandId.current)
    },
    onSuccess: (...args) => {
      commandId.current = null
      return onSuccess?.(...args)
    },
  })
}
