import { FieldApi, FormApi } from '@tanstack/react-form'
import {
  correctStatLineSchema,
  recordGameSchema,
  recordStatLineSchema,
  type StatLine,
} from '@teamspace/domain/stats/stats.schemas'
import { describe, expect, it } from 'vitest'
import { checkOnEveryEvent, checkSchema, shownError, validate } from '../../lib/form'
import { keptGameValues, newGameValues, toGameInput, type RecordGameValues } from './record-game-form'
import { correctionValues, keptStatLineValues, newStatLineValues } from './record-stats-form'

const gameDay = new Date(2026, 2, 8)

describe('the record stats form', () => {
  it('asks for a player, and reads blank counts as 0 and drops empty key plays', () => {
    const values = newStatLineValues(undefined, gameDay)
    expect(validate(recordStatLineSchema, values)).toEqual({ playerId: 'Please select a player' })
    const line = recordStatLineSchema.parse({
      ...values,
      playerId: 'p1',
      goals: '2',
      minutesPlayed: '60',
      keyPlays: ['Header', ' '],
    })
    expect(line).toMatchObject({ playerId: 'p1', gameDate: '2026-03-08', goals: 2, assists: 0, minutesPlayed: 60 })
    expect(line.keyPlays).toEqual(['Header'])
  })

  it('refuses more than 120 minutes', () => {
    const values = { ...newStatLineValues('p1', gameDay), minutesPlayed: '121' }
    expect(validate(recordStatLineSchema, values)).toEqual({
      minutesPlayed: 'Minutes played must be between 0 and 120',
    })
  })

  it('opens a recorded line to correct with every value as it stands', () => {
    const line: StatLine = {
      id: 's1',
      playerId: 'p1',
      playerName: 'Maya Lopez',
      gameId: null,
      gameDate: '2026-03-07',
      opponent: 'Eastside United',
      minutesPlayed: 60,
      goals: 2,
      assists: 1,
      yellowCards: 0,
      redCards: 0,
      saves: 0,
      keyPlays: [],
      createdAt: '2026-03-07T18:00:00.000Z',
      correctedAt: null,
    }
    const values = correctionValues(line)
    expect(values).toMatchObject({ opponent: 'Eastside United', minutesPlayed: '60', goals: '2', keyPlays: [''] })
    expect(correctStatLineSchema.parse(values)).toMatchObject({ gameDate: '2026-03-07', minutesPlayed: 60, goals: 2 })
  })
})

describe('the record game form', () => {
  const players = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]
  const game = (patch: (values: RecordGameValues) => void) => {
    const values = newGameValues(players, gameDay)
    patch(values)
    return values
  }

  it('starts with nobody ticked, and asks for at least one player who played', () => {
    const values = newGameValues(players, gameDay)
    expect(values.lines.map((line) => line.played)).toEqual([false, false, false])
    expect(validate(recordGameSchema, toGameInput(values))).toEqual({ lines: 'Select at least one player who played' })
  })

  it('sends every row in order, a row that did not play without the numbers left in it', () => {
    const values = game(({ lines: [first, second] }) => {
      Object.assign(first!, { played: true, minutesPlayed: '60', goals: '1' })
      Object.assign(second!, { played: false, minutesPlayed: '150' })
    })
    expect(validate(recordGameSchema, toGameInput(values))).toEqual({})
    const input = recordGameSchema.parse(toGameInput(values))
    expect(input.lines.map((line) => [line.playerId, line.played, line.minutesPlayed])).toEqual([
      ['p1', true, 60],
      ['p2', false, 0],
      ['p3', false, 0],
    ])
  })

  it('names the row and the field of a line that fails, as the server does', () => {
    const values = game(({ lines }) => {
      for (const line of lines) line.played = true
      lines[2]!.minutesPlayed = '150'
    })
    expect(validate(recordGameSchema, toGameInput(values))).toEqual({
      'lines.2.minutesPlayed': 'Minutes played must be between 0 and 120',
    })
  })

  it('puts that message on the row’s own field in the form, and sends nothing', async () => {
    let sent = false
    const form = new FormApi({
      defaultValues: game(({ lines }) => {
        lines[0]!.played = true
        lines[1]!.played = true
        lines[1]!.minutesPlayed = '150'
      }),
      validationLogic: checkOnEveryEvent,
      validators: { onDynamic: checkSchema<RecordGameValues>(recordGameSchema, toGameInput) },
      onSubmit: () => {
        sent = true
      },
    })
    form.mount()
    const minutes = new FieldApi({ form, name: 'lines[1].minutesPlayed' })
    minutes.mount()
    await form.handleSubmit()
    expect(sent).toBe(false)
    expect(shownError(minutes.state.meta, form.state.submissionAttempts)).toBe(
      'Minutes played must be between 0 and 120',
    )
    minutes.handleChange('90')
    expect(shownError(minutes.state.meta, form.state.submissionAttempts)).toBeUndefined()
  })
})

describe('a refused save brought back by "Edit"', () => {
  it('puts a kept game sheet on today’s roster: rows as typed, a player who left dropped, one who joined unticked', () => {
    const kept: RecordGameValues = {
      ...newGameValues([{ id: 'mia' }, { id: 'sam' }], gameDay),
      opponent: 'Riverside Rovers',
    }
    kept.lines[0] = { ...kept.lines[0]!, played: true, goals: '1' }
    kept.lines[1] = { ...kept.lines[1]!, played: true, goals: '3' }
    const values = keptGameValues(kept, [{ id: 'mia' }, { id: 'leo' }])
    expect(values).toMatchObject({ gameDate: '2026-03-08', opponent: 'Riverside Rovers' })
    expect(values.lines.map(({ playerId, played, goals }) => ({ playerId, played, goals }))).toEqual([
      { playerId: 'mia', played: true, goals: '1' },
      { playerId: 'leo', played: false, goals: '' },
    ])
    expect(recordGameSchema.safeParse(toGameInput(values)).success).toBe(true)
  })

  it('keeps a kept line as typed, for nobody when its player left', () => {
    const kept = { ...newStatLineValues('sam', gameDay), goals: '3' }
    expect(keptStatLineValues(kept, [{ id: 'sam' }])).toEqual(kept)
    expect(keptStatLineValues(kept, [{ id: 'mia' }])).toEqual({ ...kept, playerId: '' })
  })
})
