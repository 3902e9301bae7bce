import {
  giveAvailabilitySchema,
  type AvailabilityAnswer,
  type PlayerAvailability,
} from '@teamspace/domain/availability/availability.schemas'
import { checkSchema, validate, type FieldErrors } from '../../lib/form'
import { outboxForm, type KeptByForm } from '../../lib/outbox/drafts'
import { answerPath } from './availability.queries'

export interface AnswerValues {
  /** null: not answered yet. */
  answer: AvailabilityAnswer | null
  note: string
}

/** The form opens on the child's answer as the server has it. */
export const answerValues = (player: Pick<PlayerAvailability, 'answer' | 'note'>): AnswerValues => ({
  answer: player.answer,
  note: player.note,
})

/** The request the values make: an answer not yet chosen is a missing one, which the schema names. */
const toInput = (values: AnswerValues) => ({ answer: values.answer ?? undefined, note: values.note })

/** The server's word on the values, one message per field. */
export const checkAnswer = (values: AnswerValues): FieldErrors => validate(giveAvailabilitySchema, toInput(values))

/** The note's own check, as the note is saved on its own with the answer already given: one message at most. */
export const checkNote = checkSchema<{ note: string }>(giveAvailabilitySchema.pick({ note: true }))

/** What is sent for values that passed `checkAnswer`: the note trimmed, as the server stores it. */
export const toAnswer = (values: AnswerValues): { answer: AvailabilityAnswer; note: string } =>
  giveAvailabilitySchema.parse(toInput(values))

/**
 * One child's answer for one event, kept with its save: what the family chose, which the form shows until the server
 * has it. An answer kept before saves kept their values reads from what it sent to the child's address.
 */
export const answerForm = (calendarEventId: string, playerId: string) =>
  outboxForm<{ answer: AvailabilityAnswer; note: string }>(
    `availability-answer:${calendarEventId}:${playerId}`,
    (item) => {
      if (item.path !== answerPath(calendarEventId, playerId) || item.body.kind !== 'json') return undefined
      const sent = giveAvailabilitySchema.safeParse(JSON.parse(item.body.json))
      return sent.success ? sent.data : undefined
    },
  )

/** A kept save as the answer form reads it: what it carries, and whether it still waits. */
type KeptSave = KeptByForm & { readonly fate: string }

/**
 * The answer made without signal for this child and event and not sent yet, the latest one: it is what the family
 * chose, and what the form shows (after a reload too) until the server has it.
 */
export function keptAnswer(saves: readonly KeptSave[], calendarEventId: string, playerId: string): AnswerValues | null {
  const form = answerForm(calendarEventId, playerId)
  const waiting = saves
    .filter((save) => save.fate === 'waiting' || save.fate === 'sending')
    .map((save) => form.valuesOf(save))
  return waiting.findLast((values) => values !== undefined) ?? null
}
