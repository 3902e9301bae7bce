import { volunteerNeedStartsAt, volunteerNeedTitle, type VolunteerNeedType } from './volunteers.schemas'

/** A need that was removed, as its volunteers are told of it. */
export interface RemovedNeed {
  readonly type: VolunteerNeedType
  readonly offsetMinutes: number
  readonly calendarEventTitle: string
  readonly calendarEventStartsAt: string
  readonly timeZone: string
  /** Who removed it. */
  readonly removedBy: string
}

export interface VolunteerMailContext {
  readonly teamName: string
  /** The volunteers page's address. */
  readonly volunteersUrl: string
}

export interface VolunteerMail {
  readonly subject: string
  readonly text: string
}

/** "Nov 27, 2026, 9:30 AM CST": the need's time in its event's zone, in the spec's en-US format. */
const formatWhen = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startsAt))

/** The e-mail that tells a volunteer a need they signed up for is gone, so they need not come for it. */
export const needRemovedMail = (need: RemovedNeed, context: VolunteerMailContext): VolunteerMail => {
  const title = volunteerNeedTitle(need.type, need.calendarEventTitle)
  const when = formatWhen(volunteerNeedStartsAt(need.calendarEventStartsAt, need.offsetMinutes), need.timeZone)
  return {
    subject: `${context.teamName}: Volunteer need removed: ${title}`,
    text: [
      `${need.removedBy} removed the volunteer need "${title}" (${when}) that you had signed up for.`,
      'You are no longer expected to help with it. Thank you for offering!',
      '',
      `See what else the team needs: ${context.volunteersUrl}`,
      '',
      '-- ',
      `You get this e-mail because you signed up to help ${context.teamName} on Team Space.`,
    ].join('\n'),
  }
}
