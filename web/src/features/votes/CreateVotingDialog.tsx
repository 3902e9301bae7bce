import {
  CUSTOM_GAME_TIME,
  GAME_TITLE_MAX,
  openCustomVotingSchema,
  type SuggestedGame,
} from '@teamspace/domain/votes/votes.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { SuggestedGameList } from './SuggestedGames'
import { openCustomVoting } from './votes.queries'
import { votesMessages as m } from './votes.messages'

interface CreateVotingDialogProps {
  suggestions: readonly SuggestedGame[]
  onClose: () => void
}

/** Create Voting: Start Voting on a suggested game, or describe a custom game (title, date, 15:00 by default). */
export function CreateVotingDialog({ suggestions, onClose }: CreateVotingDialogProps) {
  const t = useT()
  const suggestedId = useId()
  const [failure, setFailure] = useState<string | null>(null)

  const create = useCommand({
    mutationFn: async (values: { title: string; date: string; time: string }, commandId: string) => {
      await openCustomVoting(values, commandId)
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
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.createFailed)))
      }
    },
  })

  return (
    <FormDialog
      form={form}
      title={t(m.createVoting)}
      onClose={onClose}
      intro={
        <section className="create-voting__section" aria-labelledby={suggestedId}>
          <h3 id={suggestedId}>{t(m.suggestedGames)}</h3>
          {suggestions.length === 0 ? (
            <p className="muted">{t(m.noGamesWaiting)}</p>
          ) : (
            <SuggestedGameList games={suggestions} onStarted={onClose} />
          )}
        </section>
      }
      legend={t(m.orCustomGame)}
      legendClassName="create-voting__legend"
      submitLabel={t(m.createVoting)}
      failure={failure}
    >
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label={t(m.gameTitle)}
            required
            autoComplete="off"
            maxLength={GAME_TITLE_MAX}
            placeholder={t(m.gameTitlePlaceholder)}
          />
        )}
      </form.AppField>
      <div className="field-pair">
        <form.AppField name="date">
          {(field) => <field.TextField label={t(m.date)} type="date" required />}
        </form.AppField>
        <form.AppField name="time">
          {(field) => <field.TextField label={t(m.time)} type="time" step={300} />}
        </form.AppField>
      </div>
    </FormDialog>
  )
}
