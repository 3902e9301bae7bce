import type { VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { describe, expect, it } from 'vitest'
import {
  categories,
  categoryCounts,
  durationLabel,
  eventCountsLabel,
  eventStartOf,
  filterNeeds,
  groupByCalendarEvent,
  keptSignUp,
  signUpForm,
  mySignUps,
  needsAddress,
  offsetLabel,
  signedUpAsShown,
} from './volunteers-view'

const need = (overrides: Partial<VolunteerNeedView>): VolunteerNeedView => ({
  id: 'n1',
  calendarEventId: 'c1',
  calendarEventTitle: 'Cup tie',
  calendarEventType: 'game',
  type: 'snacks',
  title: 'Snacks – Cup tie',
  description: '',
  ownDescription: '',
  startsAt: '2026-09-05T09:00:00.000Z',
  offsetMinutes: 0,
  timeZone: 'Europe/London',
  location: 'North Field',
  slotsNeeded: 2,
  filled: 0,
  isFull: false,
  volunteers: [],
  signedUp: false,
  food: true,
  allergens: [],
  canManage: false,
  createdBy: 'u1',
  createdByName: 'Casey Coach',
  createdAt: '2026-09-01T09:00:00.000Z',
  ...overrides,
})

const needs = [
  need({ id: 'snacks', type: 'snacks', signedUp: true }),
  need({ id: 'setup', type: 'setup', startsAt: '2026-09-05T08:30:00.000Z', offsetMinutes: -30 }),
  need({
    id: 'ride',
    type: 'transportation',
    calendarEventId: 'c2',
    startsAt: '2026-09-04T17:45:00.000Z',
    offsetMinutes: -15,
  }),
]

describe('the volunteers page', () => {
  it('offers all and the six kinds of help as chips, counting the needs of each', () => {
    expect(categories.map((c) => c.label)).toEqual([
      'All',
      'Snacks',
      'Setup',
      'Cleanup',
      'Transportation',
      'Equipment',
      'Other',
    ])
    expect(categoryCounts(needs)).toEqual({
      all: 3,
      snacks: 1,
      setup: 1,
      cleanup: 0,
      transportation: 1,
      equipment: 0,
      other: 0,
    })
    expect(filterNeeds(needs, 'setup').map((n) => n.id)).toEqual(['setup'])
    expect(filterNeeds(needs, 'all')).toHaveLength(3)
  })

  it('puts the needs under their events, soonest first, and finds the event’s own start', () => {
    const groups = groupByCalendarEvent(needs)
    expect(groups.map((g) => [g.calendarEventId, g.needs.map((n) => n.id)])).toEqual([
      ['c2', ['ride']],
      ['c1', ['setup', 'snacks']],
    ])
    expect(groups[1]!.startsAt).toBe('2026-09-05T09:00:00.000Z')
    expect(eventStartOf({ startsAt: '2026-09-05T11:00:00.000Z', offsetMinutes: 120 })).toBe('2026-09-05T09:00:00.000Z')
  })

  it('lists the caller’s own sign-ups', () => {
    expect(mySignUps(needs).map((n) => n.id)).toEqual(['snacks'])
  })

  it('says when a need is beside its event, and how full an event is', () => {
    expect(offsetLabel(0)).toBe('At the start')
    expect(offsetLabel(-30)).toBe('30 minutes before')
    expect(offsetLabel(120)).toBe('2 hours after')
    expect(offsetLabel(-75)).toBe('1 hour 15 minutes before')
    expect(durationLabel(1)).toBe('1 minute')
    expect(eventCountsLabel({ filled: 0, needed: 0 })).toBe('No volunteer needs yet')
    expect(eventCountsLabel({ filled: 3, needed: 7 })).toBe('3 of 7 filled')
  })
})

describe('a sign-up or withdrawal made without signal', () => {
  const kept = (id: string, method: 'POST' | 'DELETE', fate: string, needId = 'setup', note = '') => ({
    ...keptBefore(id, method, fate, needId, note),
    draft: signUpForm(needId).draft({ withdrawal: method === 'DELETE', note }),
  })
  /** As one was kept before saves kept their values: its address, method, body and text. */
  const keptBefore = (id: string, method: 'POST' | 'DELETE', fate: string, needId = 'setup', note = '') => ({
    id,
    method,
    path: `/api/volunteer-needs/${needId}/sign-up`,
    body: method === 'POST' ? { kind: 'json' as const, json: JSON.stringify({ note }) } : { kind: 'none' as const },
    text: note,
    fate,
  })

  it('shows on its need as the person made it, with the note, until it is sent', () => {
    const signUp = keptSignUp([kept('k1', 'POST', 'waiting', 'setup', 'Bringing cones')], 'setup')
    expect(signUp).toEqual({ id: 'k1', withdrawal: false, sending: false, note: 'Bringing cones' })
    expect(signedUpAsShown({ signedUp: false }, signUp)).toBe(true)
    expect(mySignUps(needs, [kept('k1', 'POST', 'waiting')]).map((n) => n.id)).toEqual(['snacks', 'setup'])
  })

  it('is the latest one for the need: a withdrawal after a sign-up shows as not signed up', () => {
    const latest = keptSignUp([kept('k1', 'POST', 'sending'), kept('k2', 'DELETE', 'waiting')], 'setup')
    expect(latest).toEqual({ id: 'k2', withdrawal: true, sending: false, note: '' })
    expect(signedUpAsShown({ signedUp: true }, latest)).toBe(false)
    expect(mySignUps(needs, [kept('k3', 'DELETE', 'waiting', 'snacks')])).toEqual([])
  })

  it('goes back, when refused, to the volunteers page at its event’s needs', () => {
    expect(needsAddress('team-1', 'c1')).toBe('/t/team-1/volunteers#volunteer-group-c1')
  })

  it('kept on a phone before sign-ups kept their values, still shows on its need until it is sent', () => {
    expect(keptSignUp([keptBefore('k1', 'POST', 'waiting', 'setup', 'Bringing cones')], 'setup')).toEqual({
      id: 'k1',
      withdrawal: false,
      sending: false,
      note: 'Bringing cones',
    })
    expect(keptSignUp([keptBefore('k1', 'POST', 'waiting'), keptBefore('k2', 'DELETE', 'sending')], 'setup')).toEqual({
      id: 'k2',
      withdrawal: true,
      sending: true,
      note: '',
    })
    expect(keptSignUp([keptBefore('k1', 'POST', 'waiting', 'ride')], 'setup')).toBeNull()
  })

  it('is none once sent or refused, or for another need: the server’s answer shows', () => {
    expect(keptSignUp([kept('k1', 'POST', 'sent'), kept('k2', 'POST', 'refused')], 'setup')).toBeNull()
    expect(keptSignUp([kept('k1', 'POST', 'waiting', 'ride')], 'setup')).toBeNull()
    expect(signedUpAsShown({ signedUp: true }, null)).toBe(true)
  })
})
