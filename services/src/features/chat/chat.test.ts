import { chatThreadStreamId, chatReadStreamId } from '@teamspace/domain/chat/chat.events'
import type { ChatMessageView, ThreadView } from '@teamspace/domain/chat/chat.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ORIGIN, createInvite } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { readStream } from '../../platform/event-store/read'
import type { LiveMessage } from '../../platform/live/live-hub'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
let assistant: Member
let secondParent: Member

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
  assistant = await team.addMember('coach')
  secondParent = await team.addMember('parent')
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
type Response = Awaited<ReturnType<App['inject']>>

const get = (member: Member, url: string, query?: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: as(member), ...(query ? { query } : {}) })
const send = (member: Member, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: as(member), payload })
const ok = <T>(response: Response, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status)
  return response.json<T>()
}

const threads = async (member: Member, query?: Record<string, string>) =>
  ok<{ threads: ThreadView[] }>(await get(member, '/api/chat/threads', query)).threads
const start = (member: Member, body: object) => send(member, 'POST', '/api/chat/threads', body)
const started = async (member: Member, title: string, extra: object = {}) =>
  ok<ThreadView>(await start(member, { title, ...extra }), 201)
const post = (member: Member, threadId: string, content: string, replyTo?: string | null) =>
  send(member, 'POST', `/api/chat/threads/${threadId}/messages`, { content, ...(replyTo ? { replyTo } : {}) })
const posted = async (member: Member, threadId: string, content: string, replyTo?: string) =>
  ok<ChatMessageView>(await post(member, threadId, content, replyTo), 201)
const messages = async (member: Member, threadId: string, query?: Record<string, string>) =>
  ok<{ messages: ChatMessageView[]; hasMore: boolean }>(
    await get(member, `/api/chat/threads/${threadId}/messages`, query),
  )
const edit = (member: Member, threadId: string, messageId: string, content: string) =>
  send(member, 'PUT', `/api/chat/threads/${threadId}/messages/${messageId}`, { content })
const pin = (member: Member, threadId: string, isPinned: boolean) =>
  send(member, 'PUT', `/api/chat/threads/${threadId}/pin`, { isPinned })
const markRead = (member: Member, threadId: string, lastReadMessageId: string) =>
  send(member, 'PUT', `/api/chat/threads/${threadId}/read`, { lastReadMessageId })
const unread = async (member: Member) => ok<{ unread: number }>(await get(member, '/api/chat/unread')).unread
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)

describe('threads', () => {
  it('starts a trimmed thread that the whole team lists, and no other team', async () => {
    const thread = await started(team.parent, '  Carpool to Hillside  ', {
      description: ' Sunday 9:00 ',
      tags: ['travel', 'travel', 'cup'],
    })
    expect(thread).toMatchObject({
      title: 'Carpool to Hillside',
      description: 'Sunday 9:00',
      tags: ['travel', 'cup'],
      isPinned: false,
      isPrivate: false,
      createdBy: team.parent.userId,
      createdByName: 'Pat Parent',
      messageCount: 0,
      lastMessage: null,
      participants: [team.parent.userId],
      unreadCount: 0,
    })
    expect(thread.lastActivity).toBe(thread.createdAt)
    expect(ids(await threads(team.coach))).toContain(thread.id)
    expect(ids(await threads(other.coach))).not.toContain(thread.id)
    expect((await get(other.coach, `/api/chat/threads/${thread.id}`)).statusCode).toBe(404)
  })

  it('refuses a blank title with the spec’s words, and a coach-only thread to a parent', async () => {
    const blank = await start(team.coach, { title: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.body).toContain('Thread title is required')
    const refused = await start(team.parent, { title: 'Secret parents club', isPrivate: true })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: { code: 'coach-only', message: 'Only coaches can create coach-only threads.' },
    })
    expect((await threads(team.coach, { search: 'Secret parents club' })).length).toBe(0)
  })

  it('lists pinned threads first, then the latest activity first; only coaches pin', async () => {
    const first = await started(team.coach, 'Sorting alpha')
    const second = await started(team.coach, 'Sorting bravo')
    const sorting = async (member: Member) => ids(await threads(member, { search: 'Sorting' }))
    expect(await sorting(team.parent)).toEqual([second.id, first.id])
    await posted(team.parent, first.id, 'Alpha gets a message')
    expect(await sorting(team.parent)).toEqual([first.id, second.id])

    expect((await pin(team.parent, second.id, true)).statusCode).toBe(403)
    expect(ok<ThreadView>(await pin(assistant, second.id, true)).isPinned).toBe(true)
    expect(await sorting(team.parent)).toEqual([second.id, first.id])
    expect(ids(await threads(team.parent, { filter: 'pinned', search: 'Sorting' }))).toEqual([second.id])
    expect(ok<ThreadView>(await pin(team.coach, second.id, false)).isPinned).toBe(false)
    expect(await sorting(team.parent)).toEqual([first.id, second.id])
    expect((await pin(team.coach, 'no-such-thread', true)).statusCode).toBe(404)
  })

  it('searches titles, descriptions and tags, with % and _ matching themselves', async () => {
    const tagged = await started(team.coach, 'Kit order', { description: 'Sizes by Friday', tags: ['uniforms'] })
    const percent = await started(team.coach, 'Fees 100% paid')
    expect(ids(await threads(team.parent, { search: 'KIT' }))).toEqual([tagged.id])
    expect(ids(await threads(team.parent, { search: 'friday' }))).toEqual([tagged.id])
    expect(ids(await threads(team.parent, { search: 'uniform' }))).toEqual([tagged.id])
    expect(ids(await threads(team.parent, { search: '0%' }))).toEqual([percent.id])
    expect(await threads(team.parent, { search: 'K_t' })).toEqual([])
  })
})

describe('messages', () => {
  it('keeps the text as typed, updates the summary, and answers a message with a quote', async () => {
    const thread = await started(team.coach, 'Summary thread')
    const question = await posted(team.parent, thread.id, '  Who drives?\nI have 2 seats.  ')
    expect(question).toMatchObject({
      threadId: thread.id,
      content: '  Who drives?\nI have 2 seats.  ',
      senderId: team.parent.userId,
      senderName: 'Pat Parent',
      senderRole: 'parent',
      edited: false,
      editedAt: null,
      replyTo: null,
      canEdit: true,
    })
    const answer = await posted(assistant, thread.id, 'I will', question.id)
    expect(answer.replyTo).toEqual({ id: question.id, content: question.content, senderName: 'Pat Parent' })
    expect(answer.senderRole).toBe('assistant_coach')

    const summary = ok<ThreadView>(await get(team.coach, `/api/chat/threads/${thread.id}`))
    expect(summary).toMatchObject({
      messageCount: 2,
      lastMessage: { content: 'I will', senderName: assistant.name, timestamp: answer.timestamp },
      lastActivity: answer.timestamp,
      participants: [team.coach.userId, team.parent.userId, assistant.userId].sort(),
    })
    const page = await messages(team.parent, thread.id)
    expect(page.hasMore).toBe(false)
    expect(ids(page.messages)).toEqual([question.id, answer.id])
    expect(page.messages.map((m) => m.canEdit)).toEqual([true, false])
  })

  it('refuses a blank message, a reply to another thread’s message, and an unknown thread', async () => {
    const thread = await started(team.coach, 'Validation thread')
    const elsewhere = await started(team.coach, 'Elsewhere thread')
    const there = await posted(team.coach, elsewhere.id, 'Over here')
    for (const content of ['', '   ', '\n\t ']) {
      const blank = await post(team.parent, thread.id, content)
      expect(blank.statusCode).toBe(400)
      expect(blank.body).toContain('Message cannot be empty')
    }
    const reply = await post(team.parent, thread.id, 'Answering', there.id)
    expect(reply.statusCode).toBe(400)
    expect(reply.json()).toMatchObject({
      error: { code: 'reply-elsewhere', message: 'You can only reply to a message of the same thread.' },
    })
    expect((await post(team.parent, thread.id, 'Answering', 'no-such-message')).statusCode).toBe(400)
    expect((await post(team.parent, 'no-such-thread', 'Hello')).statusCode).toBe(404)
    expect((await post(other.parent, thread.id, 'Hello')).statusCode).toBe(404)
    expect((await messages(team.coach, thread.id)).messages).toEqual([])
  })

  it('lets only the sender edit, and shows the edit in the message and the summary', async () => {
    const thread = await started(team.coach, 'Edit thread')
    const message = await posted(team.parent, thread.id, 'Practice at 5')
    const refused = await edit(team.coach, thread.id, message.id, 'Practice at 6')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: { code: 'not-sender', message: 'Only the sender of this message can edit it.' },
    })
    expect((await edit(secondParent, thread.id, message.id, 'Practice at 6')).statusCode).toBe(403)
    expect((await edit(team.parent, thread.id, message.id, '  ')).statusCode).toBe(400)
    const elsewhere = await started(team.coach, 'Another edit thread')
    expect((await edit(team.parent, elsewhere.id, message.id, 'Practice at 6')).statusCode).toBe(404)
    expect((await edit(other.coach, thread.id, message.id, 'Practice at 6')).statusCode).toBe(404)

    const edited = ok<ChatMessageView>(await edit(team.parent, thread.id, message.id, 'Practice at 5:30'))
    expect(edited).toMatchObject({ content: 'Practice at 5:30', edited: true, timestamp: message.timestamp })
    expect(edited.editedAt! >= message.timestamp).toBe(true)
    const summary = ok<ThreadView>(await get(team.coach, `/api/chat/threads/${thread.id}`))
    expect(summary.lastMessage?.content).toBe('Practice at 5:30')
  })

  it('pages the latest 50 oldest first, then earlier ones before a message', async () => {
    const thread = await started(team.coach, 'Paging thread')
    const all: ChatMessageView[] = []
    for (let i = 1; i <= 60; i++) all.push(await posted(i % 2 ? team.coach : team.parent, thread.id, `Message ${i}`))
    const latest = await messages(team.parent, thread.id)
    expect(latest.hasMore).toBe(true)
    expect(latest.messages.map((m) => m.content)).toEqual(all.slice(10).map((m) => m.content))
    const earlier = await messages(team.parent, thread.id, { before: latest.messages[0]!.id })
    expect(earlier.hasMore).toBe(false)
    expect(ids(earlier.messages)).toEqual(ids(all.slice(0, 10)))
    const small = await messages(team.parent, thread.id, { before: latest.messages[0]!.id, limit: '4' })
    expect(small).toMatchObject({ hasMore: true })
    expect(ids(small.messages)).toEqual(ids(all.slice(6, 10)))
    expect((await get(team.parent, `/api/chat/threads/${thread.id}/messages`, { limit: '0' })).statusCode).toBe(400)
    expect((await get(team.parent, `/api/chat/threads/${thread.id}/messages`, { limit: '101' })).statusCode).toBe(400)
    expect((await get(team.parent, `/api/chat/threads/${thread.id}/messages`, { before: 'nope' })).statusCode).toBe(404)
    const summary = ok<ThreadView>(await get(team.coach, `/api/chat/threads/${thread.id}`))
    expect(summary).toMatchObject({ messageCount: 60, lastMessage: { content: 'Message 60' } })
  })
})

describe('unread counts', () => {
  it('count others’ messages after the member’s marker, which moves only forward', async () => {
    const before = await unread(secondParent)
    const thread = await started(team.coach, 'Unread thread')
    const first = await posted(team.coach, thread.id, 'One')
    await posted(secondParent, thread.id, 'My own')
    const third = await posted(team.parent, thread.id, 'Three')
    const unreadIn = async () =>
      (await threads(secondParent, { search: 'Unread thread' })).find((th) => th.id === thread.id)!.unreadCount
    expect(await unreadIn()).toBe(2)
    expect(await unread(secondParent)).toBe(before + 2)

    expect((await markRead(secondParent, thread.id, first.id)).statusCode).toBe(204)
    expect(await unreadIn()).toBe(1)
    expect((await markRead(secondParent, thread.id, third.id)).statusCode).toBe(204)
    expect(await unreadIn()).toBe(0)
    expect(await unread(secondParent)).toBe(before)

    // Backwards, or in place: answered alike, and no event.
    const stream = chatReadStreamId(thread.id, secondParent.userId)
    const version = (await readStream(t.database.db, stream)).version
    expect((await markRead(secondParent, thread.id, first.id)).statusCode).toBe(204)
    expect((await markRead(secondParent, thread.id, third.id)).statusCode).toBe(204)
    expect((await readStream(t.database.db, stream)).version).toBe(version)
    expect(await unreadIn()).toBe(0)

    expect((await markRead(secondParent, thread.id, 'no-such-message')).statusCode).toBe(404)
    const elsewhere = await started(team.coach, 'Unread elsewhere')
    expect((await markRead(secondParent, elsewhere.id, third.id)).statusCode).toBe(404)
    expect((await markRead(other.parent, thread.id, third.id)).statusCode).toBe(404)
  })
})

describe('unread counts per team', () => {
  it('answer each of the caller’s teams, as the member they are in it, whichever team the request names', async () => {
    // A parent of Hillside who joins Riverside as a parent too.
    const both = await other.addMember('parent')
    const { code } = await createInvite(app, team.coach.cookie, 'parent_guardian')
    const joined = await send(both, 'POST', '/api/auth/join', { role: 'parent', inviteCode: code })
    expect(joined.statusCode, joined.body).toBe(201)
    const countsOf = async (teamId?: string) =>
      ok<{ teams: { teamId: string; unread: number }[] }>(
        await app.inject({
          method: 'GET',
          url: '/api/chat/unread/teams',
          headers: { ...as(both), ...(teamId ? { 'x-team': teamId } : {}) },
        }),
      ).teams
    const inTeam = (counts: { teamId: string; unread: number }[], teamId: string) =>
      counts.find((each) => each.teamId === teamId)!.unread

    const before = await countsOf()
    expect(before.map((each) => each.teamId)).toEqual([other.teamId, team.teamId])
    const riverside = await started(team.coach, 'Per-team unread here')
    await posted(team.coach, riverside.id, 'One')
    await posted(team.parent, riverside.id, 'Two')
    // A coach-only thread counts for nobody who is a parent there.
    const secret = await started(team.coach, 'Per-team coaches only', { isPrivate: true })
    await posted(team.coach, secret.id, 'Hidden')
    const hillside = await started(other.coach, 'Per-team unread there')
    await posted(other.coach, hillside.id, 'Three')

    const after = await countsOf(other.teamId)
    expect(inTeam(after, team.teamId)).toBe(inTeam(before, team.teamId) + 2)
    expect(inTeam(after, other.teamId)).toBe(inTeam(before, other.teamId) + 1)
    // The same as each team's own count.
    const own = async (teamId: string) =>
      ok<{ unread: number }>(
        await app.inject({ method: 'GET', url: '/api/chat/unread', headers: { ...as(both), 'x-team': teamId } }),
      ).unread
    expect(inTeam(after, team.teamId)).toBe(await own(team.teamId))
    expect(inTeam(after, other.teamId)).toBe(await own(other.teamId))
    expect(await countsOf(team.teamId)).toEqual(after)

    expect((await get({ ...both, cookie: 'ts_session=nobody' }, '/api/chat/unread/teams')).statusCode).toBe(401)
  })
})

describe('a coach-only thread', () => {
  const title = 'Zephyrine lineup worries'
  const content = 'Quillon should rest on Sunday'
  let secret: ThreadView
  let message: ChatMessageView

  beforeAll(async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    liveUrl = `${address.replace('http', 'ws')}/api/live`
  })
  let liveUrl = ''

  it('is seen by coach-like members, with its messages and counts', async () => {
    const socket = new WebSocket(liveUrl, { headers: as(team.parent) })
    const heard: string[] = []
    socket.on('message', (raw: Buffer) => heard.push(raw.toString('utf8')))
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve())
      socket.once('error', reject)
    })
    try {
      secret = await started(team.coach, title, { isPrivate: true, description: 'Selection', tags: ['lineup'] })
      message = await posted(assistant, secret.id, content)
      await edit(assistant, secret.id, message.id, `${content}, please`)
      // The parent's tab hears nothing of it: the next notice it gets is of a thread every member sees.
      await started(team.coach, 'Kit for Saturday')
      await expect.poll(() => heard.filter((raw) => (JSON.parse(raw) as LiveMessage).kind === 'notice').length).toBe(1)
    } finally {
      socket.close()
    }
    for (const raw of heard) {
      expect(raw).not.toContain(title)
      expect(raw).not.toContain(content)
      expect(raw).not.toContain(secret.id)
      const notice = JSON.parse(raw) as LiveMessage
      if (notice.kind === 'notice') expect(notice.topics).toEqual(['chat'])
    }

    for (const coachLike of [team.coach, assistant]) {
      expect(ids(await threads(coachLike, { filter: 'private' }))).toContain(secret.id)
      expect(ids(await threads(coachLike, { search: 'zephyrine' }))).toEqual([secret.id])
      expect((await messages(coachLike, secret.id)).messages[0]?.content).toBe(`${content}, please`)
    }
    expect(ok<ThreadView>(await pin(team.coach, secret.id, true)).isPinned).toBe(true)
  })

  it('does not exist for a parent: 404 on every route, absent from lists, filters, search and unread totals', async () => {
    const unreadBefore = await unread(team.parent)
    const extra = await posted(team.coach, secret.id, `${content} again`)
    expect(await unread(team.parent)).toBe(unreadBefore)
    expect(await unread(team.coach)).toBeGreaterThan(0)

    const bodies: string[] = []
    const answered = async (response: Response) => (bodies.push(response.body), response)
    const base = `/api/chat/threads/${secret.id}`
    const notFound = [
      await answered(await get(team.parent, base)),
      await answered(await get(team.parent, `${base}/messages`)),
      await answered(await get(team.parent, `${base}/messages`, { before: extra.id })),
      await answered(await post(team.parent, secret.id, 'Let me in')),
      await answered(await post(team.parent, secret.id, 'Let me in', message.id)),
      await answered(await edit(team.parent, secret.id, message.id, 'Mine now')),
      await answered(await markRead(team.parent, secret.id, message.id)),
    ]
    for (const response of notFound) {
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'This thread does not exist.' } })
    }
    // Pinning is a coach's: a parent is refused before any thread is looked up, alike for every id.
    const pinned = await answered(await pin(team.parent, secret.id, false))
    const pinnedNothing = await pin(team.parent, 'no-such-thread', false)
    expect(pinned.statusCode).toBe(403)
    expect(pinned.body).toBe(pinnedNothing.body)

    for (const query of [
      undefined,
      { filter: 'all' },
      { filter: 'pinned' },
      { filter: 'private' },
      { search: 'zephyrine' },
      { search: 'lineup' },
      { search: 'Selection' },
    ] as (Record<string, string> | undefined)[]) {
      const response = await answered(await get(team.parent, '/api/chat/threads', query))
      expect(ids(response.json<{ threads: ThreadView[] }>().threads)).not.toContain(secret.id)
    }
    expect((await threads(team.parent, { filter: 'private' })).length).toBe(0)
    await answered(await get(team.parent, '/api/chat/unread'))

    for (const body of bodies) {
      expect(body).not.toContain(title)
      expect(body).not.toContain(content)
      expect(body).not.toContain('Selection')
    }
    // Nothing the parent sent reached the thread.
    const { events } = await readStream(t.database.db, chatThreadStreamId(secret.id))
    expect(events.map((e) => e.type)).toEqual(['ChatThreadStarted', 'ChatThreadPinned'])
    expect((await messages(team.coach, secret.id)).messages.map((m) => m.senderId)).toEqual([
      assistant.userId,
      team.coach.userId,
    ])
  })
})

describe('the read tables', () => {
  it('equal a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('chat')!)).toEqual([])
  })
})
