import { useStore } from '@tanstack/react-form'
import { SERIES_MAX_INTERVAL } from '@teamspace/domain/calendar/calendar-series.rule'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { withFieldGroup } from '../../lib/app-form'
import { shownError } from '../../lib/form'
import { calendarEventMessages as m } from './calendar-event.messages'
import { weekdayName } from './calendar-view'

/** The week as a coach reads it on a team sheet: Monday first. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const
/** A weekday's first two letters, capitalized ('Tu', 'Di', 'Ma'): the checkbox's face; its label says it all. */
const shortDay = (name: string) => name.charAt(0).toUpperCase() + name.slice(1, 2)
const intervals = Array.from({ length: SERIES_MAX_INTERVAL }, (_, index) => index + 1)

const repeatDefaults: { weekdays: number[]; interval: number; ends: 'until' | 'count'; until: string; count: number } =
  { weekdays: [], interval: 1, ends: 'count', until: '', count: 10 }

/**
 * "Repeats": the weekdays (Monday first), every how many weeks, and the end — a date or a number of events. The
 * first event is on the form's date; the server keeps the whole series within a year of it.
 */
export const RepeatsSection = withFieldGroup({
  defaultValues: repeatDefaults,
  render: function RepeatsSection({ group }) {
    const t = useT()
    const ends = useStore(group.store, (state) => state.values.ends)
    const submissionAttempts = useStore(group.form.store, (state) => state.submissionAttempts)
    const errorId = useId()
    return (
      <div className="repeats">
        <group.Field name="weekdays">
          {(field) => {
            const error = shownError(field.state.meta, submissionAttempts)
            const toggle = (day: number, on: boolean) => {
              const rest = field.state.value.filter((chosen) => chosen !== day)
              field.handleChange(on ? [...rest, day].sort((a, b) => a - b) : rest)
              field.handleBlur()
            }
            return (
              <fieldset
                className="choice-group"
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
              >
                <legend>{t(m.repeatsOn)}</legend>
                <div className="repeats__days">
                  {weekOrder.map((day) => (
                    <label key={day} className="repeats__day">
                      <input
                        type="checkbox"
                        aria-label={weekdayName(day)}
                        checked={field.state.value.includes(day)}
                        onChange={(event) => toggle(day, event.target.checked)}
                      />
                      <span aria-hidden="true">{shortDay(weekdayName(day))}</span>
                    </label>
                  ))}
                </div>
                {error && (
                  <p id={errorId} className="field__error">
                    {error}
                  </p>
                )}
              </fieldset>
            )
          }}
        </group.Field>
        <group.AppField name="interval">
          {(field) => (
            <field.Control label={t(m.every)}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(Number(event.target.value))}
                >
                  {intervals.map((weeks) => (
                    <option key={weeks} value={weeks}>
                      {t(m.weeks, { weeks })}
                    </option>
                  ))}
                </select>
              )}
            </field.Control>
          )}
        </group.AppField>
        <group.Field name="ends">
          {(field) => (
            <fieldset className="choice-group">
              <legend>{t(m.ends)}</legend>
              <div className="repeats__ends">
                <label className="choice">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.state.value === 'count'}
                    onChange={() => field.handleChange('count')}
                  />
                  <span className="choice__text">{t(m.endsAfterCount)}</span>
                </label>
                <label className="choice">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.state.value === 'until'}
                    onChange={() => field.handleChange('until')}
                  />
                  <span className="choice__text">{t(m.endsOnDate)}</span>
                </label>
              </div>
            </fieldset>
          )}
        </group.Field>
        {ends === 'count' ? (
          <group.AppField name="count">
            {(field) => (
              <field.Control label={t(m.count)}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={366}
                    value={Number.isNaN(field.state.value) ? '' : field.state.value}
                    onChange={(event) => field.handleChange(event.target.valueAsNumber)}
                  />
                )}
              </field.Control>
            )}
          </group.AppField>
        ) : (
          <group.AppField name="until">
            {(field) => <field.TextField label={t(m.lastDate)} type="date" />}
          </group.AppField>
        )}
      </div>
    )
  },
})
