import {
  giveAvailabilitySchema,
  type AvailabilityAnswer,
  type PlayerAvailability,
} from '@teamspace/domain/availability/availability.schemas'
import { validate, type FieldErrors } from '../../lib/form'

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

/** What is sent for values that passed `checkAnswer`: the note trimmed, as the server stores it. */
export const toAnswer = (values: AnswerValues): { answer: AvailabilityAnswer; note: string } =>
  giveAvailabilitySchema.parse(toInput(values))

/** A kept save as the answer form reads it: where it goes, what it carries, and whether it still waits. */
interface KeptSave {
  readonly path: string
  readonly body: { readonly kind: string; readonly json?: string }
  readonly fate: string
}

/**
 * The answer made without signal for this child and event and not sent yet, the latest one: it is what the family
 * chose, and what the form shows (after a reload too) until the server has it.
 */
export function keptAnswer(saves: readonly KeptSave[], path: string): AnswerValues | null {
  const waiting = saves.filter(
    (save) => save.path === path && (save.fate === 'waiting' || save.fate === 'sending') && save.body.json,
  )
  const latest = waiting.at(-1)
  if (!latest?.body.json) return null
  const parsed = giveAvailabilitySchema.safeParse(JSON.parse(latest.body.json))
  return parsed.success ? parsed.data : null
}
