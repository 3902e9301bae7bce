import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { teamPagePath } from '../shared/team-links'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A Player of the Match voting opened or closed. */
    votes: true
  }
}

export const votesPushKind = definePushKind('votes', 'Player of the Match voting opened or closed')

/** A Player of the Match voting opened or closed; the result is on the page, never in the notification. */
export const votingPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly votingId: string
  readonly gameTitle: string
  readonly opened: boolean
}): PushPayload => ({
  title: `${context.teamName}: Player of the Match`,
  body: shortPushText(
    context.opened
      ? `Voting is open for ${context.gameTitle}. Cast your vote!`
      : `Voting for ${context.gameTitle} has closed. See who won.`,
  ),
  url: teamPagePath(context.teamId, 'player-of-match'),
  tag: `vote-${context.votingId}`,
})
