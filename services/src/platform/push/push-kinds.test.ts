import { definePushKind } from '@teamspace/domain/push/push-kinds'
import { describe, expect, it } from 'vitest'
import { cardPushKinds } from '../../../../web/src/features/notifications/notification-kinds'
import { features } from '../../app'
import { defineFeature, pushKindsOf } from '../feature'

describe('the kinds of push notification', () => {
  it('are the ones the notifications card lists: no feature that declares a kind leaves it out of its definition', () => {
    const served = pushKindsOf(features)
    expect(new Map(served.map(({ kind, label }) => [kind, label]))).toEqual(
      new Map(cardPushKinds.map(({ kind, label }) => [kind, label])),
    )
  })

  it('refuses one kind declared by two features', () => {
    const notifying = (name: string) =>
      defineFeature<never>({
        name,
        routes: async () => {},
        erasure: {},
        liveTopics: {},
        pushKinds: [definePushKind('news', 'New news posts')],
      })
    expect(() => pushKindsOf([notifying('news'), notifying('news-again')])).toThrow(/two features/)
  })
})
