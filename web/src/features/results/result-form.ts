import { translate } from '../../i18n/locale'
import { resultsMessages } from './results.messages'

/** One row of the scorers in the result form, as typed. */
export interface ScorerRow {
  readonly key: number
  readonly playerId: string
  readonly goals: string
}

export interface ResultForm {
  readonly goalsFor: string
  readonly goalsAgainst: string
  readonly scorers: readonly ScorerRow[]
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** The request the form makes: rows without a player are left out. */
export const resultInput = (form: ResultForm) => ({
  goalsFor: whole(form.goalsFor),
  goalsAgainst: whole(form.goalsAgainst),
  scorers: form.scorers
    .filter((row) => row.playerId !== '')
    .map((row) => ({ playerId: row.playerId, goals: whole(row.goals) })),
})

/** The warning beside the form while the scorers' goals differ from ours (saving is still allowed). */
export const formWarning = (form: ResultForm) => {
  const { goalsFor, scorers } = resultInput(form)
  if (scorers.length === 0 || Number.isNaN(goalsFor)) return null
  const scorersGoals = scorers.reduce((sum, s) => sum + (Number.isNaN(s.goals) ? 0 : s.goals), 0)
  return scorersGoals === goalsFor ? null : translate(resultsMessages.scorersMismatch, { scorersGoals, goalsFor })
}
