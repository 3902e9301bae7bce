export const ageGroups = ['U8', 'U10', 'U12', 'U14', 'U16', 'U18', 'Adult'] as const
export type AgeGroup = (typeof ageGroups)[number]
