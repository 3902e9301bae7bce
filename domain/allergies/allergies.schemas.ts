import { z } from 'zod'
import { allergens, allergyMessages, inListOrder } from './allergies.constants'

export * from './allergies.constants'

const allergenSchema = z.enum(allergens, { error: allergyMessages.unknownAllergen })

/** PUT /api/children/:playerId/allergies: the child's allergies from the list, and (parents only) the sharing choice. */
export const saveChildAllergiesSchema = z.object({
  allergens: z
    .array(allergenSchema)
    .max(allergens.length * 2, allergyMessages.unknownAllergen)
    .transform((codes) => inListOrder(codes)),
  shared: z.boolean().optional(),
})
export type SaveChildAllergiesInput = z.input<typeof saveChildAllergiesSchema>

/** A child as the allergies dialog shows them: to coaches every child, to a parent their own. */
export const childAllergiesSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  allergens: z.array(allergenSchema),
  shared: z.boolean(),
  /** The caller is one of the child's parents: they may choose to share. */
  canShare: z.boolean(),
})
export type ChildAllergies = z.infer<typeof childAllergiesSchema>

/** GET /api/allergies: the team's shared allergens (no child named), and the children the caller may see. */
export const allergiesPageSchema = z.object({
  teamAllergens: z.array(allergenSchema),
  children: z.array(childAllergiesSchema),
})
export type AllergiesPage = z.infer<typeof allergiesPageSchema>

/** Routes:
 *  GET /api/allergies                                   → allergiesPageSchema  team.read
 *  PUT /api/children/:playerId/allergies  saveChildAllergiesSchema → childAllergiesSchema  profile.edit + coach or parent of the child
 */
export const allergyRoutes = {
  page: '/api/allergies',
  child: (playerId: string) => `/api/children/${encodeURIComponent(playerId)}/allergies`,
} as const
