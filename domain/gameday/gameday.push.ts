import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { scoreLine } from '../results/results.constants'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { gamedayPushMessages, gamedayPushTranslations } from './gameday.push.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A goal in a live match, and its final score. */
    match: true
  }
}

export const matchPushKind = definePushKind('match', 'Goals and final scores of live matches')

/**
 * A goal or the final whistle of a live match, in the member's language: the score, never who scored (a child's name
 * does not belong on a locked phone's screen). A later one replaces it on the phone.
 */
export const matchPush = (
  context: {
    readonly teamId: string
    readonly teamName: string
    readonly calendarEventId: string
    readonly opponent: string
    readonly goalsFor: number
    readonly goalsAgainst: number
    readonly what: 'goal' | 'their-goal' | 'full-time'
  },
  language: Language = 'en',
): PushPayload => {
  const say = speak(language, gamedayPushMessages, gamedayPushTranslations)
  const score = scoreLine(context.goalsFor, context.goalsAgainst)
  const against = context.opponent ? say('against', { opponent: context.opponent }) : ''
  const title = { goal: 'goalTitle', 'their-goal': 'theirGoalTitle', 'full-time': 'fullTimeTitle' } as const
  return {
    title: say(title[context.what], { team: context.teamName }),
    body: shortPushText(say(context.what === 'full-time' ? 'finalScore' : 'score', { score, against })),
    url: `${teamPagePath(context.teamId, 'calendar')}?event=${encodeURIComponent(context.calendarEventId)}`,
    tag: `match-${context.calendarEventId}`,
  }
}
