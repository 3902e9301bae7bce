import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { chatPushMessages, chatPushTranslations } from './chat.push.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** New messages in a thread the member is in. */
    chat: true
  }
}

export const chatPushKind = definePushKind('chat', 'New messages in chat threads I am in')

/**
 * New messages in a thread, merged, in the member's language: who wrote the last one and how many came. One tag
 * per thread, so the phone keeps one notification per thread however many arrive.
 */
export const chatMessagesPush = (
  context: {
    readonly teamId: string
    readonly teamName: string
    readonly threadId: string
    readonly threadTitle: string
    readonly count: number
    readonly lastSenderName: string
  },
  language: Language = 'en',
): PushPayload => {
  const say = speak(language, chatPushMessages, chatPushTranslations)
  return {
    title: shortPushText(`${context.teamName}: ${context.threadTitle}`, 80),
    body:
      context.count === 1
        ? shortPushText(say('oneMessage', { sender: context.lastSenderName || say('aTeamMember') }))
        : say('messages', { count: context.count }),
    url: teamPagePath(context.teamId, 'chat'),
    tag: `chat-${context.threadId}`,
  }
}
