import type { UseMutationOptions } from '@tanstack/react-query'
import { attemptCommand, commandSends, isNetworkError } from '../api'
import { useCommand } from '../use-command'
import { enqueue, hasQueued, type OutboxAbout } from './outbox'
import type { OutboxItem } from './outbox-db'

type OutboxCommandOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** As for `useCommand`: pass `commandId` to the api client, so that its sends are held or handed over as asked. */
  mutationFn: (variables: TVariables, commandId: string) => Promise<TData>
  /** The save in words, for the list of queued saves. */
  describe: (variables: TVariables) => OutboxAbout
  /** What the save answers when it was kept to send later instead (a message saying so, say). */
  queued: (variables: TVariables, item: OutboxItem) => TData | Promise<TData>
}

/**
 * `useCommand` whose save, made without signal or not answered within `SAVE_DEADLINE_MS` (lib/signal.ts), is kept
 * in the outbox and sent when the signal returns, with the same command id (so never applied twice, even when the slow
 * first attempt lands after all), instead of failing. A save made while earlier saves of the same team
 * still wait is kept behind them, so they reach the server in the order they were made. A refusal (a 4xx) still
 * fails here at once; one met on the later send shows in the outbox's list.
 */
export function useOutboxCommand<TData, TVariables = void>({
  mutationFn,
  describe,
  queued,
  ...options
}: OutboxCommandOptions<TData, TVariables>) {
  return useCommand<TData, TVariables>({
    ...options,
    mutationFn: async (variables, commandId) => {
      try {
        // The team the save was made in (useCommand's attempt of it).
        const team = commandSends(commandId)?.team
        // Kept behind the team's saves still waiting; and a save the server does not answer within a few seconds
        // is kept too: on one bar of signal it may never be.
        const sends = { team, hold: hasQueued(team), handOver: true }
        return await attemptCommand(commandId, sends, () => mutationFn(variables, commandId))
      } catch (error) {
        if (!isNetworkError(error) || !error.unsent) throw error
        return queued(variables, await enqueue(error.unsent, describe(variables)))
      }
    },
  })
}
