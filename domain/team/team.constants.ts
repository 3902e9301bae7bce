export const ageGroups = ['U8', 'U10', 'U12', 'U14', 'U16', 'U18', 'Adult'] as const
export type AgeGroup = (typeof ageGroups)[number]

/** Leaving one team (Profile → Leave <team>): the account and the person's other teams stay. */
export const leaveTeamMessages = {
  action: (teamName: string) => `Leave ${teamName}`,
  confirmTitle: (teamName: string) => `Leave ${teamName}?`,
  /** What goes and what stays, as the confirmation dialog says it. */
  explanation:
    'You stop being a member of this team: you no longer see it and its members no longer see you in its directory. Your account and your other teams stay. What you wrote or recorded for the team stays, attributed to "Former member".',
  confirm: 'Leave team',
  failed: 'Failed to leave the team. Please try again.',
  lastCoach: (teamName: string) =>
    `You are the only coach of ${teamName}. Make another member a coach before you leave it: a team needs at least one coach.`,
  onlyTeam: 'This is your only team. To leave it, delete your account instead (Profile → Delete my account).',
} as const
