import { shiftDate } from '@teamspace/domain/calendar/calendar.time'
import { startSeasonSchema, type Season } from '@teamspace/domain/results/seasons.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { startSeason } from './results.queries'
import { seasonName } from './SeasonPicker'
import { resultsSeasonsMessages as m } from './results-seasons.messages'

interface StartSeasonDialogProps {
  current: Season
  onClose: () => void
  /** With the season started, which is current at once only when it starts today. */
  onStarted: (season: Season) => void
}

/** Today as a calendar date on this device. */
const today = () => new Date().toLocaleDateString('en-CA')

/**
 * "Start a new season": closes the current one and opens a new one, after the coach confirms. The roster carries
 * over; the old season's record and statistics stay viewable under its name.
 */
export function StartSeasonDialog({ current, onClose, onStarted }: StartSeasonDialogProps) {
  const t = useT()
  return (
    <SeasonFormDialog
      title={t(m.startNewSeason)}
      description={t(m.startConfirm, { season: seasonName(t, current) })}
      submitLabel={t(m.startSeason)}
      initial={() => ({ name: '', startsOn: today(), endsOn: shiftDate(today(), 270) })}
      save={async (values, commandId) => {
        const started = await startSeason(values, commandId)
        onStarted(started)
      }}
      failed={t(m.startFailed)}
      onClose={onClose}
    />
  )
}

export interface SeasonValues {
  name: string
  startsOn: string
  endsOn: string
}

interface SeasonFormDialogProps {
  title: string
  description: string
  submitLabel: string
  initial: () => SeasonValues
  /** Does it; the command id stays the same for every try until it succeeds, so a retry is safe. */
  save: (values: SeasonValues, commandId: string) => Promise<void>
  /** What a failure that is not the server's refusal says. */
  failed: string
  onClose: () => void
}

/** A season's name and dates, as starting and correcting one ask for them; it closes once saved. */
export function SeasonFormDialog({
  title,
  description,
  submitLabel,
  initial,
  save,
  failed,
  onClose,
}: SeasonFormDialogProps) {
  const t = useT()
  const [failure, setFailure] = useState<string | null>(null)
  const command = useCommand({ mutationFn: save })
  const [defaultValues] = useState(initial)

  const form = useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkSchema(startSeasonSchema) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await command.mutateAsync(value)
        onClose()
      } catch (error) {
        // The server's word on a field shows under it; a refusal of the season as a whole (something recorded in
        // it, a start too far ahead) in its own words.
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, failed))
      }
    },
  })

  return (
    <FormDialog
      form={form}
      title={title}
      description={description}
      onClose={onClose}
      legend={t(m.season)}
      submitLabel={submitLabel}
      failure={failure}
    >
      <form.AppField name="name">{(field) => <field.TextField label={t(m.seasonName)} required />}</form.AppField>
      <form.AppField name="startsOn">
        {(field) => <field.TextField label={t(m.startDate)} type="date" required />}
      </form.AppField>
      <form.AppField name="endsOn">
        {(field) => <field.TextField label={t(m.endDate)} type="date" required />}
      </form.AppField>
    </FormDialog>
  )
}
