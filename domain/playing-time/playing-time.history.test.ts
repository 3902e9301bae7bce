import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { playingTimeHistory } from './playing-time.history'

describe('playing time in the history', () => {
  const chosen = fact('FairPlayThresholdChosen', { teamId: 't', percent: 66, chosenAt: '2026-11-28T10:00:00.000Z' })

  it('tells the threshold a coach chose, in the three languages', () => {
    expect(sentencesOf(playingTimeHistory, names).say(chosen)).toBe(
      'Casey Coach set the fair playing time threshold to 66 %.',
    )
    expect(sentencesOf(playingTimeHistory, names, 'de').say(chosen)).toBe(
      'Casey Coach hat die Schwelle für faire Spielzeit auf 66 % gesetzt.',
    )
    expect(sentencesOf(playingTimeHistory, names, 'es').say(chosen)).toBe(
      'Casey Coach fijó el umbral de minutos justos en el 66 %.',
    )
  })
})
