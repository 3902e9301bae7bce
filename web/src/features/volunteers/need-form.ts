import {
  addVolunteerNeedSchema,
  changeVolunteerNeedSchema,
  offsetSchema,
  volunteerFormDefaults,
  volunteerNeedStartsAt,
  volunteerNeedTypeDetails,
  type AddVolunteerNeedInput,
  type ChangeVolunteerNeedInput,
  type VolunteerNeedType,
  type VolunteerNeedView,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FieldErrors } from '@teamspace/domain/shared/field-errors'
import { validate } from '../../lib/form'

/** The Add Volunteer Need dialog as typed: numbers stay text until sent, as the person types them. */
export interface NeedFormValues {
  calendarEventId: string
  type: VolunteerNeedType
  slotsNeeded: string
  offsetMinutes: string
  description: string
  /** Food or drinks: families signing up are shown the team's shared allergies. */
  food: boolean
}

/** Spec §9: the dialog opens on snacks, 1 slot, at the event's time; on an event when one was chosen. */
export const newNeedValues = (calendarEventId = ''): NeedFormValues => ({
  calendarEventId,
  type: volunteerFormDefaults.type,
  slotsNeeded: String(volunteerFormDefaults.slotsNeeded),
  offsetMinutes: String(volunteerFormDefaults.offsetMinutes),
  description: '',
  food: volunteerFormDefaults.type === 'snacks',
})

/** Choosing a type brings its slots and time offset (spec §9 "defaults by type"). */
export const withType = (values: NeedFormValues, type: VolunteerNeedType): NeedFormValues => ({
  ...values,
  type,
  slotsNeeded: String(volunteerNeedTypeDetails[type].slots),
  offsetMinutes: String(volunteerNeedTypeDetails[type].offsetMinutes),
  // Snacks are food; another kind of help may still be marked so (drinks at a tournament).
  food: type === 'snacks',
})

/** A need to edit, as it stands: its own description (empty when the type's text applies). */
export const editNeedValues = (need: VolunteerNeedView): NeedFormValues => ({
  calendarEventId: need.calendarEventId,
  type: need.type,
  slotsNeeded: String(need.slotsNeeded),
  offsetMinutes: String(need.offsetMinutes),
  description: need.ownDescription,
  food: need.food,
})

export const toAdd = (values: NeedFormValues): AddVolunteerNeedInput => ({
  calendarEventId: values.calendarEventId,
  type: values.type,
  slotsNeeded: values.slotsNeeded,
  offsetMinutes: values.offsetMinutes,
  description: values.description,
  food: values.food,
})

export const toChangeNeed = (values: NeedFormValues): ChangeVolunteerNeedInput => {
  const { calendarEventId: _fixed, ...change } = toAdd(values)
  return change
}

/** Create stays disabled until an event is chosen (spec §5). */
export const canCreate = (values: NeedFormValues) => values.calendarEventId !== ''

/** The form's problems in the server's own words, one per field. */
export const checkNeedForm = (values: NeedFormValues, editing: boolean): FieldErrors =>
  editing ? validate(changeVolunteerNeedSchema, toChangeNeed(values)) : validate(addVolunteerNeedSchema, toAdd(values))

/** When the need would be, from its event's start and the offset as typed (non-numeric is 0); null if unreadable. */
export function needStartPreview(calendarEventStartsAt: string, offsetInput: string): string | null {
  const offset = offsetSchema.safeParse(offsetInput)
  return offset.success ? volunteerNeedStartsAt(calendarEventStartsAt, offset.data) : null
}
