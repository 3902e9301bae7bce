import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { votesPushMessages, votesPushTranslations } from './votes.push.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A Player of the Match voting opened or closed. */
    votes: true
  }
}

export const votesPushKind = definePushKind('votes', 'Player of the Match voting opened or closed')

/**
 * A Player of the Match voting opened or closed, in the member's language; the result is on the page, never in the
 * notification.
 */
export const votingPush = (
  context: {
    readonly teamId: string
    readonly teamName: string
    readonly votingId: string
    readonly gameTitle: string
    readonly opened: boolean
  },
  language: Language = 'en',
): PushPayload => {
  const say = speak(language, votesPushMessages, votesPushTranslations)
  return {
    title: say('title', { team: context.teamName }),
    body: shortPushText(say(context.opened ? 'opened' : 'closed', { game: context.gameTitle })),
    url: teamPagePath(context.teamId, 'player-of-match'),
    tag: `vote-${context.votingId}`,
  }
}
