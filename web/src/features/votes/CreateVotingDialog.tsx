import { useStore } from '@tanstack/react-form'
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
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Button, Dialog, Notice } from '../../ui'
import { SuggestedGameList } from './SuggestedGames'
import { openCustomVoting, votingKeys } from './votes.queries'
import '../../ui/scrolling-dialog.css'

interface CreateVotingDialogProps {
  suggestions: readonly SuggestedGame[]
  onClose: () => void
}

/** Create Voting: Start Voting on a suggested game, or describe a custom game (title, date, 15:00 by default). */
export function CreateVotingDialog({ suggestions, onClose }: CreateVotingDialogProps) {
  const queryClient = useQueryClient()
  const formId = useId()
  const [failure, setFailure] = useState<string | null>(null)

  const create = useCommand({
    mutationFn: async (values: { title: string; date: string; time: string }, commandId: string) => {
      await openCustomVoting(values, commandId)
      await queryClient.invalidateQueries({ queryKey: votingKeys.all })
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
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const close = () => {
    if (!submitting) onClose()
  }

  return (
    <Dialog
      open
      onClose={close}
      title="Create Voting"
      footer={
        <form.AppForm>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <form.SubmitButton form={formId} variant="primary">
            Create Voting
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <div className="scrolling-form create-voting">
        <section className="create-voting__section" aria-labelledby={`${formId}-suggested`}>
          <h3 id={`${formId}-suggested`}>Suggested games</h3>
          {suggestions.length === 0 ? (
            <p className="muted">No games from the last week or the next day are waiting for a voting.</p>
          ) : (
            <SuggestedGameList games={suggestions} onStarted={onClose} />
          )}
        </section>
        <form id={formId} noValidate onSubmit={submitOf(form)} aria-labelledby={`${formId}-custom`}>
          <fieldset className="form-section" disabled={submitting}>
            <legend id={`${formId}-custom`} className="create-voting__legend">
              Or a custom game
            </legend>
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
              <form.AppField name="date">
                {(field) => <field.TextField label="Date" type="date" required />}
              </form.AppField>
              <form.AppField name="time">
                {(field) => <field.TextField label="Time" type="time" step={300} />}
              </form.AppField>
            </div>
            {failure && <Notice tone="error">{failure}</Notice>}
          </fieldset>
        </form>
      </div>
    </Dialog>
  )
}
