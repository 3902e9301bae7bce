import { appOf, route, type Member, type TeamContext } from '../../../test/route-fixtures'
import { ORIGIN } from '../../../test/app'

const thread = { title: 'Carpool to the cup final', description: 'Who drives whom', tags: ['travel'] }

const send = async (team: TeamContext, by: Member, url: string, payload: object) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: by.cookie },
    payload,
  })
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json<{ id: string }>().id
}

/** A public thread started by the team's coach, through the API. */
export const startChatThread = async (team: TeamContext, by: Member = team.coach, isPrivate = false) =>
  send(team, by, '/api/chat/threads', { ...thread, isPrivate })

/** A message posted in a thread, through the API. */
export const postChatMessage = async (team: TeamContext, threadId: string, by: Member = team.coach) =>
  send(team, by, `/api/chat/threads/${threadId}/messages`, { content: 'I can take two players.' })

/** A public thread with one message of the coach's in it. */
const threadWithMessage = async (team: TeamContext) => {
  const threadId = await startChatThread(team)
  return { threadId, messageId: await postChatMessage(team, threadId) }
}

/** A private thread with every field, as the hostile-input test starts from. */
const chatThreadBody = () => ({
  title: 'Carpool to the cup final',
  description: 'Who drives whom',
  tags: ['travel', 'cup'],
  isPrivate: true,
})

/** How to call each chat route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/chat/threads', { request: () => ({ query: { search: 'carpool', filter: 'all' } }) }),
  route('POST /api/chat/threads', {
    validBody: () => chatThreadBody(),
    request: () => ({ body: thread }),
    status: 201,
  }),
  route('GET /api/chat/threads/:threadId', { ids: async (team) => ({ threadId: await startChatThread(team) }) }),
  route('PUT /api/chat/threads/:threadId/pin', {
    validBody: () => ({ isPinned: true }),
    ids: async (team) => ({ threadId: await startChatThread(team) }),
    request: () => ({ body: { isPinned: true } }),
  }),
  route('GET /api/chat/threads/:threadId/messages', {
    ids: threadWithMessage,
    request: ({ messageId }) => ({ query: { before: messageId, limit: '20' } }),
  }),
  route('POST /api/chat/threads/:threadId/messages', {
    validBody: ({ ids }) => ({ content: 'I have two seats.', replyTo: ids.messageId }),
    ids: threadWithMessage,
    request: ({ messageId }) => ({ body: { content: 'Count me in.', replyTo: messageId } }),
    status: 201,
  }),
  route('PUT /api/chat/threads/:threadId/messages/:messageId', {
    validBody: () => ({ content: 'Who drives on Saturday?' }),
    ids: threadWithMessage,
    // Only a message's sender may edit it: a member of the addressed team edits one of their own, posted here
    // where the caller is known (the path is written from `ids` after this); anyone else aims at the coach's.
    request: async (ids, caller, team) => {
      if (caller.teamId === team.teamId) ids.messageId = await postChatMessage(team, ids.threadId, caller)
      return { body: { content: 'I can take three players.' } }
    },
  }),
  route('PUT /api/chat/threads/:threadId/read', {
    validBody: ({ ids }) => ({ lastReadMessageId: ids.messageId }),
    ids: threadWithMessage,
    request: ({ messageId }) => ({ body: { lastReadMessageId: messageId } }),
  }),
  route('GET /api/chat/unread', { hostileTeamNames: true }),
  route('GET /api/chat/unread/teams', {}),
]
