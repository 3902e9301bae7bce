import type { ChatMessageView, ThreadView } from '@teamspace/domain/chat/chat.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { crowdIn, type CrowdMember } from '../../../test/crowd'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import type { Platform } from '../../platform/platform'
import { verifyProjection } from '../../platform/projections/rebuild'
import { startChatThread } from './chat.fixtures'

/**
 * A busy thread (issue 14, "no contention"): 50 members post in one thread at the same moment. Each message is a
 * stream of its own, so no post can meet another's write: the command path is given a single attempt here, so
 * a conflict would show as a 409 rather than be retried away. The thread's summary row is the one thing they
 * share; its updates queue on the row's lock and each adds to what the one before left.
 */

const t = useTestDatabase({ poolSize: 10 })
let app: App
let team: TeamContext
/** Commands that went through the single-attempt path: proof the posts took it. */
let commands = 0

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database, {
    team: 'Chatty Herons',
    coach: 'Cleo Coach',
    parent: 'Piet Parent',
    players: 'Heron',
  }))
  // One attempt per command: a post that met a conflict would answer 409 instead of quietly trying again.
  const { execute } = app.platform
  const once: Platform['execute'] = (stream, input, options) => {
    commands++
    return execute({ ...stream, maxAttempts: 1 }, input, options)
  }
  Object.assign(app.platform, { execute: once })
})
afterAll(() => app?.close())

const crowdOf = (size: number) => crowdIn(t.owner.db, team.teamId, size)

const post = (threadId: string, member: CrowdMember, content: string) =>
  app.inject({
    method: 'POST',
    url: `/api/chat/threads/${threadId}/messages`,
    headers: { origin: ORIGIN, cookie: member.cookie },
    payload: { content },
  })

const threadOf = async (threadId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/chat/threads/${threadId}`, headers: { cookie: team.coach.cookie } })
  ).json<ThreadView>()

/** Every status with how often it came. */
const tally = (responses: readonly { statusCode: number }[]) => {
  const counts: Record<string, number> = {}
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

/** 50 posts at once by `senders`; what the thread's summary says afterwards must match the posts. */
const fifty = async (label: string, senders: readonly CrowdMember[]) => {
  const threadId = await startChatThread(team)
  const commandsBefore = commands
  const started = performance.now()
  const responses = await Promise.all(senders.map((member, i) => post(threadId, member, `Message ${i + 1}`)))
  const elapsed = performance.now() - started
  console.log(
    `50 concurrent posts in one thread (${label}): ${JSON.stringify(tally(responses))} in ${Math.round(elapsed)} ms`,
  )
  expect(tally(responses)).toEqual({ 201: 50 })
  expect(commands - commandsBefore).toBe(50)

  const messages = responses.map((r) => r.json<ChatMessageView>())
  const latest = [...messages].sort((a, b) =>
    a.timestamp !== b.timestamp ? (a.timestamp < b.timestamp ? -1 : 1) : a.id < b.id ? -1 : 1,
  )[49]!
  const thread = await threadOf(threadId)
  expect(thread.messageCount).toBe(50)
  expect(thread.lastMessage).toEqual({
    content: latest.content,
    senderName: latest.senderName,
    timestamp: latest.timestamp,
  })
  expect(thread.lastActivity).toBe(latest.timestamp)
  expect(thread.participants).toEqual([...new Set([team.coach.userId, ...senders.map((s) => s.userId)])].sort())

  const page = await app.inject({
    method: 'GET',
    url: `/api/chat/threads/${threadId}/messages`,
    headers: { cookie: team.coach.cookie },
  })
  const listed = page.json<{ messages: ChatMessageView[]; hasMore: boolean }>()
  expect(listed.hasMore).toBe(false)
  expect(new Set(listed.messages.map((m) => m.id))).toEqual(new Set(messages.map((m) => m.id)))
  expect(listed.messages.at(-1)!.id).toBe(latest.id)
}

describe.skipIf(!isPostgresServer())('posting in one thread at the same moment, on a real Postgres server', () => {
  it('takes 50 posts by 50 members at once: 50 × 201, no conflict, a count of 50 and the right last message', async () => {
    await fifty('50 members', await crowdOf(50))
  }, 60_000)

  it('takes 50 posts by one member at once just as well', async () => {
    const [member] = await crowdOf(1)
    await fifty(
      'one member',
      Array.from({ length: 50 }, () => member!),
    )
  }, 60_000)

  it('leaves the chat tables equal to a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('chat')!)).toEqual([])
  })
})
