import { chatPushKind } from '@teamspace/domain/chat/chat.push'
import { matchPushKind } from '@teamspace/domain/gameday/gameday.push'
import { newsPushKind } from '@teamspace/domain/news/news.push'
import type { PushKind } from '@teamspace/domain/push/push-kinds'
import { remindersPushKind } from '@teamspace/domain/reminders/reminders.push'
import { schedulePushKind } from '@teamspace/domain/schedule-mails/schedule-change.push'
import { votesPushKind } from '@teamspace/domain/votes/votes.push'

/** The kinds as the settings card lists them, each feature's with its own label. */
export const cardPushKinds = [
  schedulePushKind,
  newsPushKind,
  chatPushKind,
  remindersPushKind,
  votesPushKind,
  matchPushKind,
] as const

/** A kind some feature declares but the card does not list fails the type-check here. */
type Unlisted = Exclude<PushKind, (typeof cardPushKinds)[number]['kind']>
const _everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true
