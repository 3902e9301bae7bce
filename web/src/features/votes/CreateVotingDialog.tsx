import { useQueryClient } from '@tanstack/react-query'
import {
  CUSTOM_GAME_TIME,
  GAME_TITLE_MAX,
  openCustomVotingSchema,
  votingMessages,
  type SuggestedGame,
} from '@teamspace/domain/votes/votes.schemas'
import { useId, useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { SuggestedGameList } from './SuggestedGames'
import { openCustomVoting, voteKeys } from './votes.queries'

interface CreateVotingDialogProps {
  suggestions: readonly SuggestedGame[]
  onClose: () => void
}

/** Create Voting: Start Voting on a suggested game, or describe a custom game (title, date, 15:00 by default). */
export function CreateVotingDialog({ suggestions, onClose }: CreateVotingDialogProps) {
  const queryClient = useQueryClient()
  const suggestedId = useId()
  const [failure, setFailure] = useState<string | null>(null)

  const create = useCommand({
    mutationFn: async (values: { title: string; date: string; time: string }, commandId: string) => {
      await openCustomVoting(values, commandId)
      await queryClient.invalidateQueries({ queryKey: voteKeys.all })
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: { title: '', date: '', time: CUSTOM_GAME_TIME },
    validators: { onDynamic: checkSchema(openCustomVotingSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await create.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, votingMessages.createFailed))
      }
    },
  })

  return (
    <FormDialog
      form={form}
      title="Create Voting"
      onClose={onClose}
      intro={
        <section className="create-voting__section" aria-labelledby={suggestedId}>
          <h3 id={suggestedId}>Suggested games</h3>
          {suggestions.length === 0 ? (
            <p className="muted">No games from the last week or the next day are waiting for a voting.</p>
          ) : (
            <SuggestedGameList games={suggestions} onStarted={onClose} />
          )}
        </section>
      }
      legend="Or a custom game"
      legendClassName="create-voting__legend"
      submitLabel="Create Voting"
      failure={failure}
    >
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label="Game title"
            required
            autoComplete="off"
            maxLength={GAME_TITLE_MAX}
            placeholder="e.g. Friendly vs Lakeside"
          />
        )}
      </form.AppField>
      <div className="field-pair">
        <form.AppField name="date">{(field) => <field.TextField label="Date" type="date" required />}</form.AppField>
        <form.AppField name="time">{(field) => <field.TextField label="Time" type="time" step={300} />}</form.AppField>
      </div>
    </FormDialog>
  )
}
