import type { UpcasterSteps } from '../shared/upcasting'

/**
 * Schema version 1 of a need's details had no `food`: from version 2 a need says whether it is food (families
 * signing up see the team's shared allergies). A need from before was food when it was snacks.
 */
const snacksAreFood = (data: Record<string, unknown>): Record<string, unknown> => ({
  ...data,
  food: data['type'] === 'snacks',
})

export const foodUpcasters = {
  VolunteerNeedAdded: { 1: snacksAreFood },
  VolunteerNeedChanged: { 1: snacksAreFood },
} satisfies Record<string, UpcasterSteps>
