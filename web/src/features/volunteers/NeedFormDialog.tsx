import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import {
  MAX_DESCRIPTION,
  MAX_OFFSET_MINUTES,
  MAX_SLOTS,
  volunteerMessages,
  volunteerNeedTypeDetails,
  volunteerNeedTypes,
  type VolunteerCalendarEvent,
  type VolunteerNeedType,
  type VolunteerNeedView,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
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
import { addVolunteerNeed, changeVolunteerNeed, refreshVolunteers } from './volunteers.queries'

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
  const queryClient = useQueryClient()
  const editing = 'need' in start ? start.need : null
  const [failure, setFailure] = useState<string | null>(null)

  // One intent per opening: a retry after a failure sends the same command id.
  const save = useCommand({
    mutationFn: async (values: NeedFormValues, commandId: string) => {
      if (editing) await changeVolunteerNeed(editing.id, toChangeNeed(values), commandId)
      else await addVolunteerNeed(toAdd(values), commandId)
      await refreshVolunteers(queryClient)
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: 'need' in start ? editNeedValues(start.need) : newNeedValues(start.calendarEventId ?? ''),
    validators: { onDynamic: checkWith((values: NeedFormValues) => checkNeedForm(values, editing !== null)) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, volunteerMessages.saveFailed))
      }
    },
    listeners: {
      ...formDefaults.listeners,
      onChange: (event) => {
        formDefaults.listeners.onChange(event)
        setFailure(null)
      },
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
  }

  return (
    <FormDialog
      form={form}
      title={editing ? 'Edit Volunteer Need' : 'Add Volunteer Need'}
      onClose={onClose}
      legend="Volunteer need"
      submitLabel={editing ? 'Save Changes' : 'Create'}
      submitDisabled={!editing && !canCreate(values)}
      className="need-form"
      failure={failure}
    >
      {editing ? (
        <p className="need-form__event">
          <span className="muted">Event</span> {editing.calendarEventTitle}
        </p>
      ) : (
        <form.AppField name="calendarEventId">
          {(field) => (
            <field.Control label="Event" required>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  <option value="">Choose an upcoming event…</option>
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
          <field.Control label="Type of help" hint="Choosing one fills in its usual slots and time.">
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
                    {volunteerNeedTypeDetails[type].title}
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
            <field.TextField label="People needed" type="number" inputMode="numeric" min={1} max={MAX_SLOTS} />
          )}
        </form.AppField>
        <form.AppField name="offsetMinutes">
          {(field) => (
            <field.TextField
              label="Time offset (minutes)"
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
        Minutes before the event are negative, after it positive.
        {preview && (
          <>
            {' '}
            Helpers are needed from <strong>{formatEventDateTime(preview, timeZone)}</strong>.
          </>
        )}
      </p>
      <form.AppField name="description">
        {(field) => (
          <field.Control label="Description" hint="Optional: left empty, the card says the type’s usual words.">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={MAX_DESCRIPTION}
                placeholder={volunteerNeedTypeDetails[values.type].description}
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
