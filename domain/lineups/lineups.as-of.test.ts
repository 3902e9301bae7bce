import { describe, expect, it } from 'vitest'
import type { Folded } from '../history/history.as-of'
import { foldLineups } from './lineups.as-of'
import type { LineupsEvent } from './lineups.events'

const folded = (event: LineupsEvent): Folded<LineupsEvent> => ({
  ...event,
  streamVersion: 1,
  recordedAt: '2026-09-01T10:00:00.000Z',
  actorId: 'coach',
})
const saved = (calendarEventId: string, playerId: string) =>
  folded({
    type: 'LineupSaved',
    data: {
      teamId: 't',
      calendarEventId,
      format: '5v5',
      starters: [{ slotId: 'gk', playerId }],
      bench: [],
      savedAt: '2026-09-01T09:00:00.000Z',
    },
  })

describe('the lineups as they stood', () => {
  it('keeps each game’s last save, and its publication across saves until taken back', () => {
    const at = '2026-09-01T09:30:00.000Z'
    const lineups = foldLineups([
      saved('g1', 'mia'),
      folded({ type: 'LineupPublished', data: { teamId: 't', calendarEventId: 'g1', publishAt: at, publishedAt: at } }),
      saved('g1', 'leo'),
      saved('g2', 'sam'),
      folded({ type: 'LineupPublished', data: { teamId: 't', calendarEventId: 'g2', publishAt: at, publishedAt: at } }),
      folded({ type: 'LineupUnpublished', data: { teamId: 't', calendarEventId: 'g2', unpublishedAt: at } }),
    ])
    expect(lineups.get('g1')).toMatchObject({ starters: [{ slotId: 'gk', playerId: 'leo' }], publishAt: at })
    expect(lineups.get('g2')).toMatchObject({ starters: [{ slotId: 'gk', playerId: 'sam' }], publishAt: null })
  })
})
