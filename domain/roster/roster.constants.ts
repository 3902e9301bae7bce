import { isCalendarDate } from '../shared/input-checks'

export const positions = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Striker'] as const
export type Position = (typeof positions)[number]
export const DEFAULT_POSITION: Position = 'Midfielder'

export const MAX_PARENT_EMAILS = 3
export const MIN_PLAYER_AGE = 4
export const MAX_PLAYER_AGE = 30
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

/** How history names a player who has been removed: their name was erased with them. */
export const REMOVED_PLAYER_NAME = 'a removed player'

export const playerMessages = {
  nameRequired: 'Player name is required',
  nameShort: 'Player name must be at least 2 characters',
  jerseyNumber: 'Jersey number must be a valid number',
  jerseyRange: 'Jersey number must be between 1 and 99',
  jerseyTaken: 'Jersey number is already taken',
  parentEmail: 'Please enter a valid email address',
  parentEmailsSummary: 'Please check parent email addresses',
  dateOfBirth: 'Please enter a realistic date of birth (4-30 years old)',
  photoType: 'Please select an image file',
  photoSize: 'Image must be less than 5MB',
  saveFailed: 'Failed to save player. Please try again.',
} as const

/** Age in whole years on `today` (both ISO dates). */
export const ageOn = (dateOfBirth: string, today: Date) => {
  const born = new Date(`${dateOfBirth}T00:00:00Z`)
  let age = today.getUTCFullYear() - born.getUTCFullYear()
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

/** The spec shows a player's age as this year minus the birth year. */
export const displayAge = (dateOfBirth: string, today: Date) => today.getUTCFullYear() - Number(dateOfBirth.slice(0, 4))

export const isRealisticDateOfBirth = (dateOfBirth: string, today: Date) => {
  if (!isCalendarDate(dateOfBirth)) return false
  const age = ageOn(dateOfBirth, today)
  return age >= MIN_PLAYER_AGE && age <= MAX_PLAYER_AGE
}
