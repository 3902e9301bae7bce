import { AVAILABILITY_NOTE_MAX, availabilityAnswers } from '@teamspace/domain/availability/availability.constants'
import type { AvailabilityAnswer, PlayerAvailability } from '@teamspace/domain/availability/availability.schemas'
import { useStore } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { eventAddress, eventOnDay, type EventNamed } from '../../shared/calendar/event-link'
import { Button, Notice } from '../../ui'
import { answerForm, checkNote, keptAnswer, toAnswer, type AnswerValues } from './answer-form'
import { availabilityAnswersMessages as answers } from './availability-answers.messages'
import { availabilityPanelMessages as m } from './availability.messages'
import { giveAvailability } from './availability.queries'

interface AnswerFormProps {
  calendarEventId: string
  /** The event by name and day: what the answer is listed as while it waits, or when it is refused. */
  event: EventNamed
  player: PlayerAvailability
  /** Still upcoming: the answer can be given or changed. */
  open: boolean
}

type Saved = 'saved' | 'kept'

/**
 * One child's answer for one game or practice: a tap on Going, Not going or Maybe saves it at once (shown at once;
 * kept on the phone and sent when the signal returns if there is none). The short note for the coaches is optional,
 * and saved on its own with the answer already given.
 */
export function AnswerForm({ calendarEventId, event, player, open }: AnswerFormProps) {
  const t = useT()
  const teamId = useTeamId()
  // Made without signal and not sent yet: what the family chose, after a reload too.
  const kept = keptAnswer(useOutbox().items, calendarEventId, player.playerId)
  const [choosing, setChoosing] = useState<AnswerValues | null>(null)
  const shown = choosing ?? kept ?? { answer: player.answer, note: player.note }
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState<{ what: 'answer' | 'note'; how: Saved } | null>(null)

  const save = useOutboxCommand({
    describe: ({ input }: { input: { answer: AvailabilityAnswer; note: string }; what: 'answer' | 'note' }) => ({
      description: t(m.kept, {
        answer: t(answers[input.answer]),
        name: player.playerName,
        event: eventOnDay(event),
      }),
      text: input.note,
      draft: answerForm(calendarEventId, player.playerId).draft(input),
      // Made in the event's dialog: "Edit" opens the event again, where the answer is given anew.
      madeIn: eventAddress(teamId, calendarEventId),
    }),
    queued: (): Saved => 'kept',
    mutationFn: async ({ input }, commandId): Promise<Saved> => {
      // Answered once the pages the answer changes (as the server names them) show it.
      await giveAvailability(calendarEventId, player.playerId, input, commandId)
      return 'saved'
    },
  })

  const send = async (values: AnswerValues, what: 'answer' | 'note') => {
    setFailure(null)
    setSaved(null)
    setChoosing(values)
    try {
      const how = await save.mutateAsync({ input: toAnswer(values), what })
      setSaved({ what, how })
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
    } finally {
      setChoosing(null)
    }
  }

  // The note is typed and saved on its own, with the answer already given; it is checked as every form is.
  const form = useAppForm({
    ...formDefaults,
    defaultValues: { note: shown.note },
    validators: { onDynamic: checkNote },
    onSubmit: async ({ value }) => {
      if (shown.answer !== null) await send({ answer: shown.answer, note: value.note }, 'note')
    },
  })
  const note = useStore(form.store, (state) => state.values.note)

  // A new note from the server (the other parent, another tab) shows here as it arrives, unless one is being typed.
  const serverNote = kept?.note ?? player.note
  const lastServerNote = useRef(serverNote)
  useEffect(() => {
    if (serverNote === lastServerNote.current) return
    if (form.state.values.note === lastServerNote.current) form.setFieldValue('note', serverNote)
    lastServerNote.current = serverNote
  }, [form, serverNote])

  const choose = (answer: AvailabilityAnswer) => {
    if (answer === shown.answer) return
    void send({ answer, note: serverNote }, 'answer')
  }

  const noteChanged = note.trim() !== serverNote
  const status =
    kept !== null ? t(m.waiting) : saved?.how === 'saved' ? (saved.what === 'note' ? t(m.noteSaved) : t(m.saved)) : null

  return (
    <form className="answer-form" noValidate onSubmit={submitOf(form)}>
      <fieldset className="form-section" disabled={!open || save.isPending}>
        <legend className="answer-form__who">
          {player.playerName}
          {shown.answer && <span className="answer-form__current"> · {t(answers[shown.answer])}</span>}
        </legend>
        <div className="answer-choices" role="radiogroup" aria-label={t(m.isComing, { name: player.playerName })}>
          {availabilityAnswers.map((value) => (
            <label key={value} className={`answer-choice answer-choice--${value}`}>
              <input
                type="radio"
                name={`answer-${player.playerId}`}
                value={value}
                checked={shown.answer === value}
                onChange={() => choose(value)}
              />
              <span>{t(answers[value])}</span>
            </label>
          ))}
        </div>
        <div className="answer-form__note">
          <form.AppField name="note">
            {(field) => (
              <field.TextField
                label={t(m.note)}
                maxLength={AVAILABILITY_NOTE_MAX}
                autoComplete="off"
                disabled={shown.answer === null}
              />
            )}
          </form.AppField>
          {noteChanged && shown.answer !== null && (
            <Button type="submit" loading={save.isPending && save.variables.what === 'note'}>
              {t(m.saveNote)}
            </Button>
          )}
        </div>
        <p role="status" className="answer-form__saved">
          {status}
        </p>
      </fieldset>
      {failure && <Notice tone="error">{failure}</Notice>}
    </form>
  )
}
