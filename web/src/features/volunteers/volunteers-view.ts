import {
  volunteerRoutes,
  volunteerNeedTypes,
  type VolunteerCalendarEvent,
  type VolunteerNeedType,
  type VolunteerNeedView,
} from '@teamspace/domain/volunteers/volunteers.schemas'
import { translate } from '../../i18n/locale'
import { outboxForm, type KeptByForm } from '../../lib/outbox/drafts'
import { volunteerTypeMessages } from './volunteers-types.messages'
import { volunteersMessages } from './volunteers.messages'

/** The category chips (spec §2): all, then each type. */
export type Category = 'all' | VolunteerNeedType

// Each label is read when shown, so that it is in the language of the moment.
export const categories: readonly { readonly value: Category; readonly label: string }[] = [
  {
    value: 'all',
    get label() {
      return translate(volunteersMessages.all)
    },
  },
  ...volunteerNeedTypes.map((type) => ({
    value: type,
    get label() {
      return translate(volunteerTypeMessages[type])
    },
  })),
]

export const filterNeeds = (needs: readonly VolunteerNeedView[], category: Category) =>
  category === 'all' ? [...needs] : needs.filter((need) => need.type === category)

/** How many needs each chip would show. */
export function categoryCounts(needs: readonly VolunteerNeedView[]): Record<Category, number> {
  const counts = Object.fromEntries(categories.map((c) => [c.value, 0])) as Record<Category, number>
  for (const need of needs) {
    counts.all++
    counts[need.type]++
  }
  return counts
}

/** The needs the caller signed up for, soonest first: "My sign-ups", with those made or withdrawn without signal. */
export const mySignUps = (needs: readonly VolunteerNeedView[], saves: readonly KeptSave[] = []) =>
  needs.filter((need) => signedUpAsShown(need, keptSignUp(saves, need.id)))

export interface NeedGroup {
  readonly calendarEventId: string
  readonly title: string
  readonly type: VolunteerNeedView['calendarEventType']
  /** The calendar event's own start (a need's time less its offset). */
  readonly startsAt: string
  readonly timeZone: string
  readonly location: string
  readonly needs: VolunteerNeedView[]
}

/** A need's calendar event's own start: the need's time less its offset. */
export const eventStartOf = (need: Pick<VolunteerNeedView, 'startsAt' | 'offsetMinutes'>) =>
  new Date(new Date(need.startsAt).getTime() - need.offsetMinutes * 60_000).toISOString()

/** The needs under their calendar event, events in order of their first need's time, needs in order of time. */
export function groupByCalendarEvent(needs: readonly VolunteerNeedView[]): NeedGroup[] {
  const groups = new Map<string, NeedGroup>()
  for (const need of [...needs].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const group = groups.get(need.calendarEventId)
    if (group) group.needs.push(need)
    else
      groups.set(need.calendarEventId, {
        calendarEventId: need.calendarEventId,
        title: need.calendarEventTitle,
        type: need.calendarEventType,
        startsAt: eventStartOf(need),
        timeZone: need.timeZone,
        location: need.location,
        needs: [need],
      })
  }
  return [...groups.values()]
}

/** The id of an event's group of needs on the page: where a link to one of its needs leads (`#…`). */
export const needGroupId = (calendarEventId: string) => `volunteer-group-${calendarEventId}`

/** The volunteers page at one event's needs: where "Edit" takes a refused sign-up or withdrawal. */
export const needsAddress = (teamId: string, calendarEventId: string) =>
  `/t/${encodeURIComponent(teamId)}/volunteers#${needGroupId(calendarEventId)}`

/** "1 of 2 filled". */
export const filledLabel = (filled: number, needed: number) => translate(volunteersMessages.filled, { filled, needed })

/** What an upcoming event's row says: its slots filled, or that nobody asked for help yet. */
export const eventCountsLabel = (event: Pick<VolunteerCalendarEvent, 'filled' | 'needed'>) =>
  event.needed === 0 ? translate(volunteersMessages.noNeedsYet) : filledLabel(event.filled, event.needed)

/** A length of time in words: "30 minutes", "2 hours", "1 hour 15 minutes". */
export function durationLabel(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return translate(volunteersMessages.minutes, { minutes })
  return minutes === 0
    ? translate(volunteersMessages.hours, { hours })
    : translate(volunteersMessages.hoursAndMinutes, { hours, minutes })
}

/** When a need is, beside its event: "At the start", "30 minutes before", "2 hours after". */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return translate(volunteersMessages.atTheStart)
  const duration = durationLabel(Math.abs(offsetMinutes))
  return translate(offsetMinutes < 0 ? volunteersMessages.before : volunteersMessages.after, { duration })
}

/**
 * A sign-up (with its note) or a withdrawal for one need, kept with its save: the need's card shows it until the
 * server has it. One kept before saves kept their values reads from its address, method and text (the note).
 */
export const signUpForm = (needId: string) =>
  outboxForm<{ withdrawal: boolean; note: string }>(`volunteer-sign-up:${needId}`, (item) =>
    item.path === volunteerRoutes.signUp(needId)
      ? { withdrawal: item.method === 'DELETE', note: item.text }
      : undefined,
  )

/** A kept save as a need's card reads it: its id, what it carries, whether it still waits. */
type KeptSave = KeptByForm & { readonly id: string; readonly fate: string }

/** A sign-up or a withdrawal made without signal for one need, not sent yet. */
export interface KeptSignUp {
  /** The kept save's id: dropping it takes the change back before it is sent. */
  readonly id: string
  readonly withdrawal: boolean
  /** Being sent just now: it can no longer be taken back. */
  readonly sending: boolean
  /** The sign-up's note for the others. */
  readonly note: string
}

/**
 * The latest sign-up or withdrawal made without signal for this need and not sent yet: what the person did, which
 * the card shows (after a reload too) until the server has it, instead of offering the same tap again.
 */
export function keptSignUp(saves: readonly KeptSave[], needId: string): KeptSignUp | null {
  const form = signUpForm(needId)
  const latest = saves
    .filter((save) => save.fate === 'waiting' || save.fate === 'sending')
    .flatMap((save) => {
      const values = form.valuesOf(save)
      return values ? [{ save, ...values }] : []
    })
    .at(-1)
  if (!latest) return null
  return {
    id: latest.save.id,
    withdrawal: latest.withdrawal,
    sending: latest.save.fate === 'sending',
    note: latest.note,
  }
}

/** Whether the person is signed up as the card shows it: their change waiting for signal counts. */
export const signedUpAsShown = (need: Pick<VolunteerNeedView, 'signedUp'>, kept: KeptSignUp | null) =>
  kept ? !kept.withdrawal : need.signedUp
