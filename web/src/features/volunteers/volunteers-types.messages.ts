import { defineMessages } from '@teamspace/domain/i18n/messages'
import { volunteerNeedTypeDetails as details } from '@teamspace/domain/volunteers/volunteers.schemas'

/**
 * Each kind of help by name, and the words a need's card says when its description is left empty: the spec's
 * (domain/volunteers) in English.
 */
export const volunteerTypeMessages = defineMessages('volunteers-types', {
  snacks: details.snacks.title,
  setup: details.setup.title,
  cleanup: details.cleanup.title,
  transportation: details.transportation.title,
  equipment: details.equipment.title,
  other: details.other.title,
  snacksDescription: details.snacks.description,
  setupDescription: details.setup.description,
  cleanupDescription: details.cleanup.description,
  transportationDescription: details.transportation.description,
  equipmentDescription: details.equipment.description,
  otherDescription: details.other.description,
})
