import { describe, expect, it } from 'vitest'
import { features } from '../../app'
import { liveTopicsOf } from '../feature'

// The web app refreshes exactly the query families a notice names, so each event names every family that shows
// what it changed, not only its own feature's.
const topicsOf = liveTopicsOf(features)

describe('what a live notice names', () => {
  it("names the session and the calendar with the team's changes", () => {
    // The session holds the member's role and name and the team's name (everyone's page header); the calendar's
    // today and time zone are the team's.
    expect(topicsOf.get('TeamRenamed')).toEqual(['team', 'session', 'calendar'])
    expect(topicsOf.get('TeamDetailsChanged')).toEqual(['team', 'session', 'calendar'])
    expect(topicsOf.get('MemberRoleChanged')).toEqual(['team', 'directory', 'session', 'calendar'])
    expect(topicsOf.get('ProfileUpdated')).toEqual(['profile', 'team', 'directory', 'session', 'calendar'])
  })

  it('names the calendar and attendance with a family’s answer', () => {
    // The coaches' counts on the calendar, attendance's pre-fill (Not going → excused), and the lineup editor's
    // players (those going first).
    expect(topicsOf.get('AvailabilityGiven')).toEqual(['availability', 'calendar', 'attendance', 'votes', 'lineups'])
  })

  it('names the votes with the games and the players they offer', () => {
    // A new or cancelled game changes attendance's events and the games suggested for a voting; a cancelled one
    // also leaves nothing to remind of or to confirm.
    expect(topicsOf.get('CalendarEventScheduled')).toEqual(['calendar', 'attendance', 'volunteers', 'votes'])
    expect(topicsOf.get('CalendarEventCancelled')).toEqual([
      'calendar',
      'attendance',
      'volunteers',
      'votes',
      'reminders',
      'results',
    ])
    // A player added or removed changes whom one may vote for (and whom a lineup may name), and the team's shared
    // allergens are those of its active children.
    expect(topicsOf.get('PlayerAdded')).toEqual([
      'players',
      'availability',
      'attendance',
      'calendar',
      'directory',
      'votes',
      'lineups',
      'allergies',
    ])
    expect(topicsOf.get('PlayerLeftTeam')).toContain('allergies')
    expect(topicsOf.get('PlayerRemoved')).toContain('allergies')
    expect(topicsOf.get('StatLineRecorded')).toEqual(['players', 'stats', 'votes'])
  })

  it('names the lineups with each change of a game’s lineup, on its open game page and dashboard', () => {
    for (const type of ['LineupSaved', 'LineupPublished', 'LineupUnpublished'])
      expect(topicsOf.get(type)).toEqual(['lineups'])
  })

  it('names the results with a game’s result and a new season, on every open calendar, dashboard and stats page', () => {
    expect(topicsOf.get('GameResultRecorded')).toEqual(['results'])
    expect(topicsOf.get('GameResultCorrected')).toEqual(['results'])
  })

  it('names every season-aware page with a new season: its players’ totals, attendance and awards start again', () => {
    expect(new Set(topicsOf.get('SeasonStarted'))).toEqual(
      new Set(['results', 'players', 'stats', 'attendance', 'votes']),
    )
  })
})
