export const coachLikeRoles = ['coach', 'assistant_coach', 'team_manager'] as const
export const parentLikeRoles = ['parent', 'volunteer', 'spouse', 'sibling', 'grandparent', 'other'] as const
export const roles = [...coachLikeRoles, ...parentLikeRoles] as const

export type CoachLikeRole = (typeof coachLikeRoles)[number]
export type Role = (typeof roles)[number]

export const isCoachLike = (role: Role): role is CoachLikeRole => (coachLikeRoles as readonly Role[]).includes(role)

/** How each role is named on screen. */
export const roleLabels = {
  coach: 'Coach',
  assistant_coach: 'Assistant Coach',
  team_manager: 'Team Manager',
  parent: 'Parent',
  volunteer: 'Volunteer',
  spouse: 'Spouse/Partner',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  other: 'Other Family Member',
} as const satisfies Record<Role, string>
