import type { MyNext } from '@teamspace/domain/calendar/calendar.schemas'

/** The person's teams other than the page's, earliest joined first, each with its next event or null. */
export const otherTeamsNext = (teams: MyNext['teams'], teamId: string) => teams.filter((team) => team.teamId !== teamId)
