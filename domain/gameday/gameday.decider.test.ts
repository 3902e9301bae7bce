import { describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { MatchCommand, MatchGameFacts } from './gameday.commands'
import { gameDaySettingDecider, matchDecider, matchStatusOf } from './gameday.decider'
import type { MatchEvent } from './gameday.events'
import { clockAt } from './match-clock'

const minute = 60_000
// The server's clock (testMetadata's now) is 10:00; the game started at 08:35 and kicked off at 08:40.
const metadata = testMetadata()
const now = metadata.now.getTime()
const kickOffAt = now - 80 * minute
const iso = (ms: number) => new Date(ms).toISOString()
const game: MatchGameFacts = { type: 'game', startsAt: iso(now - 85 * minute) }
const of = { teamId: 't1', calendarEventId: 'g1' }
const setting = { format: '7v7' as const, periodMinutes: 25 }

const command = (type: MatchCommand['type'], at: number, more: object = {}) =>
  ({ type, data: { ...of, at: iso(at), ...more }, metadata }) as MatchCommand
const kickOff = (at: number, facts: MatchGameFacts | null = game) => command('KickOff', at, { game: facts, setting })
const goal = (at: number, more: object = {}) =>
  command('RecordGoal', at, { goalId: 'goal-x', kind: 'ours', scorerId: 'ava', assistId: null, ...more })

const kickedOff = (period: number, at: number): MatchEvent => ({
  type: 'MatchKickedOff',
  data: { ...of, at: iso(at), period, ...setting },
})
const ended = (period: number, at: number): MatchEvent => ({
  type: 'MatchPeriodEnded',
  data: { ...of, at: iso(at), period, fullTime: period === 2 },
})
const scored = (goalId: string, at: number): MatchEvent => ({
  type: 'GoalScored',
  data: { ...of, at: iso(at), goalId, kind: 'ours', scorerId: 'ava', assistId: null },
})

const spec = specFor(matchDecider)
const firstHalf = [kickedOff(1, kickOffAt)]
const halfTime = [...firstHalf, ended(1, kickOffAt + 25 * minute)]
const secondHalf = [...halfTime, kickedOff(2, kickOffAt + 35 * minute)]
const over = [...secondHalf, ended(2, kickOffAt + 61 * minute)]

describe('the team’s game-day setting', () => {
  const settings = specFor(gameDaySettingDecider)
  const choose = (format: string, periodMinutes: number) =>
    ({ type: 'ChooseGameDaySetting', data: { teamId: 't1', format, periodMinutes }, metadata }) as never

  it('records a new format and half length, and nothing when it is the same', () => {
    settings([])
      .when(choose('9v9', 30))
      .then([
        {
          type: 'GameDaySettingChosen',
          data: { teamId: 't1', format: '9v9', periodMinutes: 30, chosenAt: metadata.now.toISOString() },
        },
      ])
    settings([]).when(choose('7v7', 25)).then([])
  })

  it('refuses a half shorter than 5 or longer than 60 minutes', () =>
    settings([]).when(choose('7v7', 61)).thenThrows(ValidationError, 'between 5 and 60'))
})

describe('a match before kick-off', () => {
  it('kicks off, fixing the half’s length from the team’s setting', () =>
    spec([])
      .when(kickOff(kickOffAt))
      .then([kickedOff(1, kickOffAt)]))

  it('refuses a practice, a game the team does not have, and a kick-off long before the game', () => {
    spec([])
      .when(kickOff(kickOffAt, { ...game, type: 'practice' }))
      .thenThrows(ConflictError, 'Only a game has a live match.')
    spec([]).when(kickOff(kickOffAt, null)).thenThrows(NotFoundError)
    spec([])
      .when(kickOff(kickOffAt, { ...game, startsAt: iso(now + 3 * 60 * minute) }))
      .thenThrows(ConflictError, 'two hours before')
  })

  it('refuses a goal, a substitution and half time', () => {
    spec([]).when(goal(now)).thenThrows(ConflictError, 'The match has not kicked off yet.')
    spec([])
      .when(command('MakeSubstitution', now, { substitutionId: 's1', playerIn: 'ben', playerOut: 'ava' }))
      .thenThrows(ConflictError, 'not kicked off')
    spec([]).when(command('CallHalfTime', now)).thenThrows(ConflictError, 'not kicked off')
  })

  it('refuses a tap from the future beyond a phone’s clock skew', () =>
    spec([])
      .when(kickOff(now + 10 * minute))
      .thenThrows(ValidationError, 'in the future'))
})

describe('a match under way', () => {
  it('records a goal of ours with an assist, an own goal and the opponent’s goal', () => {
    spec(firstHalf)
      .when(goal(now, { assistId: 'ben' }))
      .then([
        {
          type: 'GoalScored',
          data: { ...of, at: iso(now), goalId: 'goal-x', kind: 'ours', scorerId: 'ava', assistId: 'ben' },
        },
      ])
    spec(firstHalf)
      .when(goal(now, { kind: 'own-goal', scorerId: null }))
      .then([
        {
          type: 'GoalScored',
          data: { ...of, at: iso(now), goalId: 'goal-x', kind: 'own-goal', scorerId: null, assistId: null },
        },
      ])
    spec(firstHalf)
      .when(goal(now, { kind: 'theirs', scorerId: 'ava' }))
      .thenThrows(ValidationError)
    spec(firstHalf)
      .when(goal(now, { scorerId: null }))
      .thenThrows(ValidationError, 'Please choose the scorer')
    spec(firstHalf)
      .when(goal(now, { assistId: 'ava' }))
      .thenThrows(ValidationError, 'cannot assist')
  })

  it('never kicks a half off twice, and keeps the whistles in order', () => {
    spec(firstHalf).when(kickOff(now)).thenThrows(ConflictError, 'This half has already kicked off.')
    spec(secondHalf).when(kickOff(now)).thenThrows(ConflictError, 'already kicked off')
    spec(firstHalf).when(command('CallFullTime', now)).thenThrows(ConflictError, 'during the second half')
    spec(secondHalf).when(command('CallHalfTime', now)).thenThrows(ConflictError, 'during the first half')
    spec(halfTime)
      .when(kickOff(kickOffAt + 35 * minute))
      .then([kickedOff(2, kickOffAt + 35 * minute)])
    spec(secondHalf)
      .when(command('CallFullTime', kickOffAt + 61 * minute))
      .then([ended(2, kickOffAt + 61 * minute)])
  })

  it('places a whistle from a phone whose clock is behind no earlier than the last one', () =>
    spec(halfTime)
      .when(kickOff(kickOffAt + 20 * minute))
      .then([kickedOff(2, kickOffAt + 25 * minute)]))

  it('undoes the last goal still standing, and refuses when there is none', () => {
    spec([...firstHalf, scored('g-1', now - 30 * minute), scored('g-2', now - 20 * minute)])
      .when(command('UndoLastGoal', now))
      .then([{ type: 'GoalUndone', data: { ...of, at: iso(now), goalId: 'g-2' } }])
    spec([
      ...firstHalf,
      scored('g-1', now - 30 * minute),
      scored('g-2', now - 20 * minute),
      { type: 'GoalUndone', data: { ...of, at: iso(now), goalId: 'g-2' } },
    ])
      .when(command('UndoLastGoal', now))
      .then([{ type: 'GoalUndone', data: { ...of, at: iso(now), goalId: 'g-1' } }])
    spec(firstHalf).when(command('UndoLastGoal', now)).thenThrows(ConflictError, 'There is no goal to undo.')
  })

  it('refuses a substitution of a player for themselves', () =>
    spec(firstHalf)
      .when(command('MakeSubstitution', now, { substitutionId: 's1', playerIn: 'ava', playerOut: 'ava' }))
      .thenThrows(ValidationError, 'come on for themselves'))
})

describe('after full time', () => {
  it('refuses a goal made after the final whistle and another kick-off', () => {
    spec(over)
      .when(goal(kickOffAt + 62 * minute))
      .thenThrows(ConflictError, 'The match is over.')
    spec(over).when(kickOff(now)).thenThrows(ConflictError, 'over')
  })

  it('takes a goal made before the final whistle that arrives late, at the minute it was made', () => {
    const madeAt = kickOffAt + 12 * minute + 30_000
    const events = matchDecider.decide(goal(madeAt), over.reduce(matchDecider.evolve, matchDecider.initialState()))
    expect(events).toEqual([scored('goal-x', madeAt)])
    const state = [...over, ...events].reduce(matchDecider.evolve, matchDecider.initialState())
    expect(clockAt(state, Date.parse(events[0]!.data.at))).toEqual({ period: 1, second: 12 * 60 + 30 })
    expect(matchStatusOf(state)).toBe('full-time')
  })

  it('still undoes the last goal: a correction after the game', () =>
    spec([...over, scored('g-1', kickOffAt + 40 * minute)])
      .when(command('UndoLastGoal', now))
      .then([{ type: 'GoalUndone', data: { ...of, at: iso(now), goalId: 'g-1' } }]))
})

describe('where a match stands', () => {
  const stateOf = (events: MatchEvent[]) => events.reduce(matchDecider.evolve, matchDecider.initialState())
  it('follows the whistles', () =>
    expect([[], firstHalf, halfTime, secondHalf, over].map((events) => matchStatusOf(stateOf(events)))).toEqual([
      'not-started',
      'first-half',
      'half-time',
      'second-half',
      'full-time',
    ]))
})
