import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { arriveEarlyChoices, calendarEventTypes } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isApiError, isClientError } from '../../lib/api'
import { formDefaultsOnChange, useAppForm } from '../../lib/app-form'
import { checkWith, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import {
  asksArrival,
  asksOpponent,
  checkEventForm,
  editValues,
  endAfterStartMoved,
  endAfterTypeChanged,
  newEventValues,
  offersAttendance,
  toChange,
  toSchedule,
  toSeries,
  weekdaysForDate,
  type EventFormValues,
} from './event-form'
import { RepeatsSection } from './RepeatsSection'
import { calendarEventMessages as m } from './calendar-event.messages'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { useEventTypeLabel } from '../../shared/calendar/use-event-type-label'
import { seriesSummary } from './series-summary'
import {
  calendarEventQuery,
  calendarKeys,
  changeCalendarEvent,
  scheduleCalendarEvent,
  scheduleCalendarSeries,
} from './calendar.queries'

const scopeChoices = [
  ['this', m.changeThis],
  ['following', m.changeFollowing],
  ['all', m.changeAll],
] as const

/** What the dialog opens on: a new event (on a day, when one was clicked), or an event to edit. */
export type EventFormStart = { date?: string } | { event: CalendarEventView }

interface EventFormDialogProps {
  start: EventFormStart
  /** Today in the team's time zone (YYYY-MM-DD): no event goes before it. */
  today: string
  onClose: () => void
}

/** Schedule an event, or edit one (its creator, while upcoming). Mounted only while open, so each opening starts clean. */
export function EventFormDialog({ start, today, onClose }: EventFormDialogProps) {
  const t = useT()
  const typeLabel = useEventTypeLabel()
  const queryClient = useQueryClient()
  const editing = 'event' in start ? start.event : null
  const [version, setVersion] = useState(editing?.version)
  const [defaultValues, setDefaultValues] = useState(() =>
    'event' in start ? editValues(start.event) : newEventValues(start.date),
  )
  const [failure, setFailure] = useState<string | null>(null)

  // One intent per opening: a retry after a failure sends the same command id.
  const save = useCommand({
    mutationFn: async (values: EventFormValues, commandId: string) => {
      if (editing && version !== undefined) {
        const changed = await changeCalendarEvent(editing.id, toChange(values, version, editing.series), commandId)
        queryClient.setQueryData(calendarKeys.one(changed.id), changed)
      } else if (values.repeats) {
        await scheduleCalendarSeries(toSeries(values), commandId)
      } else {
        await scheduleCalendarEvent(toSchedule(values), commandId)
      }
    },
  })

  const form = useAppForm({
    ...formDefaultsOnChange(() => setFailure(null)),
    defaultValues,
    validators: {
      onDynamic: checkWith((values: EventFormValues) => checkEventForm(values, today, version, editing?.series)),
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await save.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        if (editing && isApiError(error) && error.status === 409) {
          // Someone changed it meanwhile: show the coach what it says now, to check and save again.
          const latest = await queryClient
            .fetchQuery({ ...calendarEventQuery(editing.id), staleTime: 0 })
            .catch(() => null)
          if (latest) {
            // The form's starting values too: the form goes back to them whenever they differ from its own.
            const values = editValues(latest)
            setDefaultValues(values)
            formApi.reset(values)
            setVersion(latest.version)
          }
          setFailure(t(calendarNoticesMessages.changedMeanwhile))
          return
        }
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(calendarNoticesMessages.saveFailed)))
      }
    },
  })
  const type = useStore(form.store, (state) => state.values.type)
  const repeats = useStore(form.store, (state) => state.values.repeats)
  const scope = useStore(form.store, (state) => state.values.scope)
  // A new event repeats when asked; an occurrence's change covers the series' rule unless it is for this event only.
  const showsRepeats = editing ? editing.series !== null && scope !== 'this' : repeats
  // The end follows the start and the type, as long as the coach has not chosen another length.
  const previous = useRef({ time: defaultValues.time, type: defaultValues.type })

  return (
    <FormDialog
      form={form}
      title={editing ? t(m.editEvent) : t(m.scheduleEvent)}
      onClose={onClose}
      legend={t(m.legend)}
      submitLabel={editing ? t(m.saveChanges) : t(m.createEvent)}
      className="event-form"
      failure={failure}
    >
      {editing?.series && (
        <form.Field name="scope">
          {(field) => (
            <fieldset className="choice-group">
              <legend>{t(m.change)}</legend>
              <p className="field__hint">{t(m.repeatsHint, { summary: seriesSummary(editing.series!, t) })}</p>
              <div className="choice-group__options">
                {scopeChoices.map(([value, label]) => (
                  <label key={value} className="choice">
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.state.value === value}
                      onChange={() => field.handleChange(value)}
                    />
                    <span className="choice__text">{t(label)}</span>
                  </label>
                ))}
              </div>
              {field.state.value === 'following' && <p className="field__hint">{t(m.followingHint)}</p>}
            </fieldset>
          )}
        </form.Field>
      )}
      <form.AppField name="title">
        {(field) => <field.TextField label={t(m.title)} required autoComplete="off" maxLength={120} />}
      </form.AppField>
      <form.Field
        name="type"
        listeners={{
          onChange: ({ value }) => {
            const { time, endTime } = form.state.values
            form.setFieldValue('endTime', endAfterTypeChanged(previous.current.type, value, time, endTime))
            previous.current = { ...previous.current, type: value }
          },
        }}
      >
        {(field) => (
          <fieldset className="choice-group">
            <legend>{t(m.type)}</legend>
            <div className="choice-group__options event-type-choices">
              {calendarEventTypes.map((value) => (
                <label key={value} className={`choice event-type-choice event-type-choice--${value}`}>
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.state.value === value}
                    onChange={() => field.handleChange(value)}
                  />
                  <span className="event-swatch" aria-hidden="true" />
                  <span className="choice__text">{typeLabel(value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form.Field>
      <div className="field-pair">
        <form.AppField
          name="date"
          listeners={{
            // The first weekday of a repeating event follows its date until the coach picks days.
            onChange: ({ value }) => {
              const { repeats: on, weekdays } = form.state.values
              if (!editing && on && weekdays.length <= 1) form.setFieldValue('weekdays', weekdaysForDate(value))
            },
          }}
        >
          {(field) => (
            <field.TextField
              label={showsRepeats && !editing ? t(m.firstDate) : t(m.date)}
              type="date"
              required
              min={today}
              disabled={Boolean(editing?.series) && scope === 'all'}
            />
          )}
        </form.AppField>
        <form.AppField
          name="time"
          listeners={{
            onChange: ({ value }) => {
              const { type: current, endTime } = form.state.values
              form.setFieldValue('endTime', endAfterStartMoved(current, previous.current.time, value, endTime))
              previous.current = { ...previous.current, time: value }
            },
          }}
        >
          {(field) => <field.TextField label={t(m.time)} type="time" required step={300} />}
        </form.AppField>
        <form.AppField name="endTime">
          {(field) => <field.TextField label={t(m.end)} type="time" required step={300} />}
        </form.AppField>
      </div>
      <form.AppField name="location">
        {(field) => <field.TextField label={t(m.location)} required autoComplete="off" maxLength={200} />}
      </form.AppField>
      <form.AppField name="address">
        {(field) => (
          <field.TextField label={t(m.address)} autoComplete="street-address" maxLength={200} hint={t(m.addressHint)} />
        )}
      </form.AppField>
      {asksOpponent(type) && (
        <form.AppField name="opponent">
          {(field) => <field.TextField label={t(m.opponent)} autoComplete="off" maxLength={80} />}
        </form.AppField>
      )}
      {asksArrival(type) && (
        <form.AppField name="arriveMinutesEarly">
          {(field) => (
            <field.Control label={t(m.arriveEarly)} hint={t(m.arriveEarlyHint)}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(Number(event.target.value))}
                >
                  {/* An event saved with another lead (through the API) keeps it on offer. */}
                  {[...new Set([...arriveEarlyChoices, field.state.value])]
                    .sort((a, b) => a - b)
                    .map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes === 0 ? t(m.noMeetingTime) : t(m.minutesEarly, { minutes })}
                      </option>
                    ))}
                </select>
              )}
            </field.Control>
          )}
        </form.AppField>
      )}
      <form.AppField name="description">
        {(field) => (
          <field.Control label={t(m.description)}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2000}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
      {!editing && (
        <form.AppField
          name="repeats"
          listeners={{
            onChange: ({ value }) => {
              if (value && form.state.values.weekdays.length === 0) {
                form.setFieldValue('weekdays', weekdaysForDate(form.state.values.date))
              }
            },
          }}
        >
          {(field) => <field.Checkbox label={t(m.repeats)} hint={t(m.repeatsHintNew)} />}
        </form.AppField>
      )}
      {showsRepeats && (
        <RepeatsSection
          form={form}
          fields={{ weekdays: 'weekdays', interval: 'interval', ends: 'ends', until: 'until', count: 'count' }}
        />
      )}
      {!editing && offersAttendance(type) && (
        <form.AppField name="takesAttendance">
          {(field) => <field.Checkbox label={t(m.takesAttendance)} hint={t(m.takesAttendanceHint, { type })} />}
        </form.AppField>
      )}
      {!editing && !repeats && (
        <form.AppField name="usualVolunteerNeeds">
          {(field) => <field.Checkbox label={t(m.volunteerNeeds)} hint={t(m.volunteerNeedsHint)} />}
        </form.AppField>
      )}
    </FormDialog>
  )
}
