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
