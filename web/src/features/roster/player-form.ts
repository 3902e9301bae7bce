import { DEFAULT_POSITION, MAX_PHOTO_BYTES, playerMessages } from '@teamspace/domain/roster/roster.constants'
import {
  playerInputSchema,
  type PlayerInput,
  type PlayerWithDetails,
  type Position,
} from '@teamspace/domain/roster/roster.schemas'
import type { FieldErrors } from '@teamspace/domain/shared/field-errors'
import { translate } from '../../i18n/locale'
import { validate } from '../../lib/form'
import { rosterFormMessages } from './roster-form.messages'

export interface ContactValues {
  name: string
  relationship: string
  phoneNumber: string
  isPrimary: boolean
}

/** What the player form holds: every field as typed, so nothing is lost when saving fails. */
export interface PlayerFormValues {
  name: string
  jerseyNumber: string
  position: Position
  parentEmails: string[]
  dateOfBirth: string
  medicalInfo: string
  emergencyContacts: ContactValues[]
}

/**
 * Messages by field path, as the server names them too: `name`, `parentEmails.1`,
 * `emergencyContacts.0.phoneNumber`. `parentEmails` itself holds the summary line over the e-mail rows.
 */
export type PlayerFormErrors = FieldErrors

export const emptyContact = (): ContactValues => ({ name: '', relationship: '', phoneNumber: '', isPrimary: false })

export const emptyPlayerForm = (): PlayerFormValues => ({
  name: '',
  jerseyNumber: '',
  position: DEFAULT_POSITION,
  parentEmails: [''],
  dateOfBirth: '',
  medicalInfo: '',
  emergencyContacts: [],
})

export function playerFormFrom(player: PlayerWithDetails): PlayerFormValues {
  const details = player.details
  return {
    name: player.name,
    jerseyNumber: player.jerseyNumber === null ? '' : String(player.jerseyNumber),
    position: player.position,
    parentEmails: details?.parentEmails.length ? [...details.parentEmails] : [''],
    dateOfBirth: details?.dateOfBirth ?? '',
    medicalInfo: details?.medicalInfo ?? '',
    emergencyContacts: details?.emergencyContacts.map((contact) => ({ ...contact })) ?? [],
  }
}

/**
 * The schema judges the parent e-mails as one list; the form points at each row that is wrong and puts the
 * summary over them (spec §5). The same rule of the same schema decides each row. The server's answer is
 * placed the same way.
 */
export function pointAtParentEmails(errors: PlayerFormErrors, values: PlayerFormValues, today: Date): PlayerFormErrors {
  if (!errors.parentEmails) return errors
  const rule = playerInputSchema(today).shape.parentEmails
  const pointed: PlayerFormErrors = { ...errors, parentEmails: playerMessages.parentEmailsSummary }
  values.parentEmails.forEach((email, index) => {
    if (!rule.safeParse([email]).success) pointed[`parentEmails.${index}`] = playerMessages.parentEmail
  })
  return pointed
}

/**
 * Every problem with the form, by field; empty when the server would take it. The values are the request body
 * as they are: the schema reads the typed strings itself (a blank jersey is none, empty e-mail rows are dropped).
 */
export function validatePlayerForm(values: PlayerFormValues, today: Date): PlayerFormErrors {
  return pointAtParentEmails(validate(playerInputSchema(today), values satisfies PlayerInput), values, today)
}

/** Why a chosen photo cannot be used, checked before anything is sent; the server checks the same again. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return translate(rosterFormMessages.photoType)
  if (file.size > MAX_PHOTO_BYTES) return translate(rosterFormMessages.photoSize)
  return undefined
}
