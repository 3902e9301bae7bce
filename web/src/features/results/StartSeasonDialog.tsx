import { useQueryClient } from '@tanstack/react-query'
import { shiftDate } from '@teamspace/domain/calendar/calendar.time'
import { seasonsMessages, startSeasonSchema, type Season } from '@teamspace/domain/results/seasons.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { validate, type FieldErrors } from '../../lib/form'
import { ConfirmDialog, TextField } from '../../ui'
import { resultKeys, startSeason } from './results.queries'

interface StartSeasonDialogProps {
  current: Season
  onClose: () => void
  /** With the season started, which is current at once only when it starts today. */
  onStarted: (season: Season) => void
}

/** The form's own refusal, shown as it is. */
export class InvalidForm extends Error {}

/** Today as a calendar date on this device. */
const today = () => new Date().toLocaleDateString('en-CA')

/**
 * "Start a new season": closes the current one and opens a new one, after the coach confirms. The roster carries
 * over; the old season's record and statistics stay viewable under its name.
 */
export function StartSeasonDialog({ current, onClose, onStarted }: StartSeasonDialogProps) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => ({ name: '', startsOn: today(), endsOn: shiftDate(today(), 270) }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change })

  return (
    <ConfirmDialog
      open
      title="Start a New Season"
      description={`${seasonsMessages.confirm} “${current.name}” closes.`}
      confirmLabel="Start Season"
      onConfirm={async (commandId) => {
        const found = validate(startSeasonSchema, values)
        setErrors(found)
        if (Object.keys(found).length > 0) throw new InvalidForm(Object.values(found)[0])
        const started = await startSeason(values, commandId)
        await queryClient.invalidateQueries({ queryKey: resultKeys.all })
        onStarted(started)
      }}
      onClose={onClose}
      errorMessage={(error) =>
        isClientError(error) || error instanceof InvalidForm
          ? error.message
          : failureMessage(error, seasonsMessages.failed)
      }
    >
      <SeasonFields values={values} errors={errors} onChange={set} />
    </ConfirmDialog>
  )
}

export interface SeasonValues {
  name: string
  startsOn: string
  endsOn: string
}

/** A season's name and dates, as starting and correcting one ask for them. */
export function SeasonFields({
  values,
  errors,
  onChange,
}: {
  values: SeasonValues
  errors: FieldErrors
  onChange: (change: Partial<SeasonValues>) => void
}) {
  return (
    <>
      <TextField
        label="Season name"
        value={values.name}
        onValueChange={(name) => onChange({ name })}
        error={errors.name}
        required
      />
      <TextField
        label="Start date"
        type="date"
        value={values.startsOn}
        onValueChange={(startsOn) => onChange({ startsOn })}
        error={errors.startsOn}
        required
      />
      <TextField
        label="End date"
        type="date"
        value={values.endsOn}
        onValueChange={(endsOn) => onChange({ endsOn })}
        error={errors.endsOn}
        required
      />
    </>
  )
}
