import { useStore } from '@tanstack/react-form'
import {
  MAX_DESCRIPTION,
  MAX_OFFSET_MINUTES,
  MAX_SLOTS,
  volunteerNeedTypes,
  type VolunteerCalendarEvent,
  type VolunteerNeedType,
  type VolunteerNeedView,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import { useState, type ReactNode } from 'react'
import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaultsOnChange, useAppForm } from '../../lib/app-form'
import { checkWith, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import {
  canCreate,
  checkNeedForm,
  editNeedValues,
  needStartPreview,
  newNeedValues,
  toAdd,
  toChangeNeed,
  withType,
  type NeedFormValues,
} from './need-form'
import { eventStartOf } from './volunteers-view'
import { addVolunteerNeed, changeVolunteerNeed } from './volunteers.queries'
import { volunteerTypeMessages } from './volunteers-types.messages'
import { volunteersMessages } from './volunteers.messages'

/** What the dialog opens on: a new need (on an event, when one was picked), or a need to edit. */
export type NeedFormStart = { calendarEventId?: string } | { need: VolunteerNeedView }

interface NeedFormDialogProps {
  start: NeedFormStart
  /** The upcoming calendar events a need may be added to. */
  calendarEvents: readonly VolunteerCalendarEvent[]
  onClose: () => void
}

const eventLabel = (event: VolunteerCalendarEvent) =>
  `${event.title} – ${formatEventDateTime(event.startsAt, event.timeZone)}`

/** Add Volunteer Need, or edit one (its creator or a coach). Mounted only while open, so each opening starts clean. */
export function NeedFormDialog({ start, calendarEvents, onClose }: NeedFormDialogProps) {
  const t = useT()
  const editing = 'need' in start ? start.need : null
  const [failure, setFailure] = useState<string | null>(null)

  // One intent per opening: a retry after a failure sends the same command id.
  const save = useCommand({
    mutationFn: async (values: NeedFormValues, commandId: string) => {
      if (editing) await changeVolunteerNeed(editing.id, toChangeNeed(values), commandId)
      else await addVolunteerNeed(toAdd(values), commandId)
    },
  })

  const form = useAppForm({
    ...formDefaultsOnChange(() => setFailure(null)),
    defaultValues: 'need' in start ? editNeedValues(start.need) : newNeedValues(start.calendarEventId ?? ''),
    validators: { onDynamic: checkWith((values: NeedFormValues) => checkNeedForm(values, editing !== null)) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(volunteersMessages.saveFailed)))
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)

  const chosenEvent = calendarEvents.find((event) => event.id === values.calendarEventId)
  const eventStart = chosenEvent?.startsAt ?? (editing ? eventStartOf(editing) : null)
  const preview = eventStart ? needStartPreview(eventStart, values.offsetMinutes) : null
  const timeZone = chosenEvent?.timeZone ?? editing?.timeZone ?? 'UTC'

  const chooseType = (type: VolunteerNeedType) => {
    const next = withType(values, type)
    form.setFieldValue('type', next.type)
    form.setFieldValue('slotsNeeded', next.slotsNeeded)
    form.setFieldValue('offsetMinutes', next.offsetMinutes)
    form.setFieldValue('food', next.food)
  }

  return (
    <FormDialog
      form={form}
      title={t(editing ? volunteersMessages.editVolunteerNeed : volunteersMessages.addVolunteerNeed)}
      onClose={onClose}
      legend={t(volunteersMessages.legend)}
      submitLabel={t(editing ? volunteersMessages.saveChanges : volunteersMessages.create)}
      submitDisabled={!editing && !canCreate(values)}
      className="need-form"
      failure={failure}
    >
      {editing ? (
        <p className="need-form__event">
          <span className="muted">{t(volunteersMessages.event)}</span> {editing.calendarEventTitle}
        </p>
      ) : (
        <form.AppField name="calendarEventId">
          {(field) => (
            <field.Control label={t(volunteersMessages.event)} required>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  <option value="">{t(volunteersMessages.chooseEvent)}</option>
                  {calendarEvents.map((event) => (
                    <option key={event.id} value={event.id}>
                      {eventLabel(event)}
                    </option>
                  ))}
                </select>
              )}
            </field.Control>
          )}
        </form.AppField>
      )}
      <form.AppField name="type">
        {(field) => (
          <field.Control label={t(volunteersMessages.typeOfHelp)} hint={t(volunteersMessages.typeHint)}>
            {(control) => (
              <select
                {...control}
                value={field.state.value}
                onChange={(event) => {
                  const type = volunteerNeedTypes.find((value) => value === event.target.value)
                  if (type) chooseType(type)
                }}
              >
                {volunteerNeedTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(volunteerTypeMessages[type])}
                  </option>
                ))}
              </select>
            )}
          </field.Control>
        )}
      </form.AppField>
      <div className="field-pair">
        <form.AppField name="slotsNeeded">
          {(field) => (
            <field.TextField
              label={t(volunteersMessages.peopleNeeded)}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SLOTS}
            />
          )}
        </form.AppField>
        <form.AppField name="offsetMinutes">
          {(field) => (
            <field.TextField
              label={t(volunteersMessages.timeOffset)}
              type="number"
              inputMode="numeric"
              step={5}
              min={-MAX_OFFSET_MINUTES}
              max={MAX_OFFSET_MINUTES}
            />
          )}
        </form.AppField>
      </div>
      <p className="need-form__when" aria-live="polite">
        {t(volunteersMessages.offsetHint)}
        {preview && (
          <>
            {' '}
            <RichText
              message={volunteersMessages.helpersFrom}
              values={{
                time: formatEventDateTime(preview, timeZone),
                strong: (words: ReactNode[]) => <strong>{words}</strong>,
              }}
            />
          </>
        )}
      </p>
      <form.AppField name="food">
        {(field) => (
          <label className="choice need-form__food">
            <input
              type="checkbox"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
            <span className="choice__text">
              {t(volunteersMessages.foodNeed)}
              <span className="field__hint">{t(volunteersMessages.foodNeedHint)}</span>
            </span>
          </label>
        )}
      </form.AppField>
      <form.AppField name="description">
        {(field) => (
          <field.Control label={t(volunteersMessages.description)} hint={t(volunteersMessages.descriptionHint)}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={MAX_DESCRIPTION}
                placeholder={t(volunteerTypeMessages[`${values.type}Description`])}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
    </FormDialog>
  )
}
