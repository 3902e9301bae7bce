import type { AvailabilityAnswer, PlayerAvailability } from '@teamspace/domain/availability/availability.schemas'
import { translate } from '../../i18n/locale'
import { availabilityAnswersMessages } from './availability-answers.messages'
import { availabilityPanelMessages as m } from './availability.messages'

export type AnswerGroupKey = AvailabilityAnswer | 'unanswered'

export interface AnswerGroup<P> {
  key: AnswerGroupKey
  label: string
  players: P[]
}

const order: readonly AnswerGroupKey[] = ['going', 'maybe', 'not-going', 'unanswered']

/** The players by their answer, in the order a coach plans with: going, maybe, not going, not answered. */
export function availabilityGroups<P extends Pick<PlayerAvailability, 'answer' | 'playerName'>>(
  players: readonly P[],
): AnswerGroup<P>[] {
  return order.map((key) => ({
    key,
    label: translate(availabilityAnswersMessages[key]),
    players: players
      .filter((player) => (player.answer ?? 'unanswered') === key)
      .sort((a, b) => a.playerName.localeCompare(b.playerName)),
  }))
}

/** The counts on a calendar event as a short line ('3 going · 1 maybe · 1 not going · 2 no answer'). */
export function countsLine(counts: { going: number; notGoing: number; maybe: number; unanswered: number }): string {
  return [
    translate(m.going, { count: counts.going }),
    translate(m.maybe, { count: counts.maybe }),
    translate(m.notGoing, { count: counts.notGoing }),
    translate(m.noAnswer, { count: counts.unanswered }),
  ].join(' · ')
}
