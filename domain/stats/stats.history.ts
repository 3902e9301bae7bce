import { defineHistory, stateBefore } from '../history/history.plugin'
import { formatDay, list, quoted, sayer } from '../history/history.wording'
import type { Language } from '../shared/languages'
import { possessive } from '../roster/roster.history'
import { statsHistoryMessages, statsHistoryTranslations } from './stats.history.messages'
import { statLineStreamId, type StatLineValues, type StatsEvent } from './stats.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'stat-line': true
  }
}

const say = sayer(statsHistoryMessages, statsHistoryTranslations)

const statKeys = ['minutesPlayed', 'goals', 'assists', 'yellowCards', 'redCards', 'saves'] as const

const statSummary = (values: StatLineValues, language: Language) => {
  const parts = statKeys
    .filter((key) => key !== 'minutesPlayed' && values[key] > 0)
    .map((key) => say({ language })('count', { stat: key, n: values[key] }))
  return parts.length ? say({ language })('summary', { items: list(parts, language) }) : ''
}

const gameLabel = (values: Pick<StatLineValues, 'opponent' | 'gameDate'>, language: Language) =>
  say({ language })('game', {
    hasOpponent: values.opponent ? 'yes' : 'no',
    opponent: values.opponent,
    date: formatDay(values.gameDate, language),
  })

const statChanges = (before: StatLineValues, after: StatLineValues, language: Language) => {
  const words = say({ language })
  const changes = statKeys
    .filter((key) => before[key] !== after[key])
    .map((key) => words('changeStat', { stat: key, before: before[key], after: after[key] }))
  if (before.gameDate !== after.gameDate)
    changes.push(
      words('changeDate', { before: formatDay(before.gameDate, language), after: formatDay(after.gameDate, language) }),
    )
  if (before.opponent !== after.opponent)
    changes.push(
      words('changeOpponent', {
        before: quoted(before.opponent || words('none'), language),
        after: quoted(after.opponent || words('none'), language),
      }),
    )
  if (before.keyPlays.join('\n') !== after.keyPlays.join('\n')) changes.push(words('changeKeyPlays'))
  return changes
}

/**
 * Stat lines in the activity feed and each line's History. A line recorded alone has its own stream; one
 * recorded with a whole game starts in that game's sheet, which the server finds through the line's read row.
 */
export const statsHistory = defineHistory<StatsEvent>({
  label: (language) => say({ language })('label'),
  subjects: [
    {
      kind: 'stat-line',
      idField: 'statLineId',
      types: ['StatLineRecorded', 'StatLineCorrected', 'StatLineVoided'],
      state: ['StatLineRecorded', 'StatLineCorrected'],
      streams: (statLineId) => [statLineStreamId(statLineId)],
    },
  ],
  sentences: {
    StatLineRecorded: (d, c) =>
      say(c)('recorded', {
        actor: c.actor,
        owner: possessive(c.names.player(d.playerId), c.language),
        game: gameLabel(d, c.language),
        summary: statSummary(d, c.language),
      }),
    StatLineCorrected: (d, c) => {
      const owner = possessive(c.names.player(d.playerId), c.language)
      const was = stateBefore(c, 'StatLineRecorded', 'StatLineCorrected')
      const changes = was ? statChanges(was, d, c.language) : []
      return changes.length
        ? say(c)('corrected', {
            actor: c.actor,
            owner,
            game: gameLabel(was ?? d, c.language),
            changes: list(changes, c.language),
          })
        : say(c)('correctedPlain', { actor: c.actor, owner, game: gameLabel(d, c.language) })
    },
    StatLineVoided: (d, c) => {
      const was = stateBefore(c, 'StatLineRecorded', 'StatLineCorrected')
      const owner = possessive(c.names.player(d.playerId), c.language)
      return was
        ? say(c)('voidedFor', { actor: c.actor, owner, game: gameLabel(was, c.language) })
        : say(c)('voided', { actor: c.actor, owner })
    },
  },
})
