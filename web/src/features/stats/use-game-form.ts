import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { recordGameSchema } from '@teamspace/domain/stats/stats.schemas'
import { useState } from 'react'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, type SomeForm } from '../../lib/form'
import { keptGameValues, newGameValues, toGameInput, type RecordGameValues } from './record-game-form'

/**
 * The record-game form: today's game with a row per player (or a sheet kept on the phone, brought back by "Edit"),
 * checked as the request the server will judge.
 */
export function useGameForm(
  players: readonly PlayerWithDetails[],
  send: (values: RecordGameValues, form: SomeForm) => Promise<void>,
  kept?: RecordGameValues,
) {
  const [defaultValues] = useState(() => (kept ? keptGameValues(kept, players) : newGameValues(players, new Date())))
  return useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkSchema<RecordGameValues>(recordGameSchema, toGameInput) },
    onSubmit: ({ value, formApi }) => send(value, formApi),
  })
}
export type GameForm = ReturnType<typeof useGameForm>
