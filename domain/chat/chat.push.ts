import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { teamPagePath } from '../shared/team-links'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** New messages in a thread the member is in. */
    chat: true
  }
}

export const chatPushKind = definePushKind('chat', 'New messages in chat threads I am in')

/**
 * New messages in a thread, merged: who wrote the last one and how many came. One tag per thread, so the phone
 * keeps one notification per thread however many arrive.
 */
export const chatMessagesPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly threadId: string
  readonly threadTitle: string
  readonly count: number
  readonly lastSenderName: string
}): PushPayload => ({
  title: shortPushText(`${context.teamName}: ${context.threadTitle}`, 80),
  body:
    context.count === 1
      ? shortPushText(`New message from ${context.lastSenderName || 'a team member'}`)
      : `${context.count} new messages`,
  url: teamPagePath(context.teamId, 'chat'),
  tag: `chat-${context.threadId}`,
})
