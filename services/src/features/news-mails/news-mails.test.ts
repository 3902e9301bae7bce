import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { createTeam, type Member, type TeamContext } from '../../../test/route-fixtures'
import type { App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox
let team: TeamContext
let other: TeamContext
let optedOut: Member
let assistant: Member

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const post = async (title: string, content: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/news',
    headers: as(team.coach),
    payload: { title, content },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}
const email = (id: string, member: Member = team.coach) =>
  app.inject({ method: 'POST', url: `/api/news/${id}/email`, headers: as(member) })
const setNewsMails = async (member: Member, enabled: boolean) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/news-emails',
    headers: as(member),
    payload: { enabled },
  })
  expect(response.statusCode, response.body).toBe(200)
}

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database, { subscriberPollMs: 250 }))
  ;({ context: team } = await createTeam(app, outbox, {
    team: 'Riverside U10',
    coach: 'Casey Coach',
    parent: 'Pat Parent',
    players: 'Robin',
  }))
  ;({ context: other } = await createTeam(app, outbox, {
    team: 'Hillside U10',
    coach: 'Hale Coach',
    parent: 'Hana Parent',
    players: 'Harper',
  }))
  optedOut = await team.addMember('parent')
  assistant = await team.addMember('coach')
})
afterAll(() => app?.close())

describe('news e-mails', () => {
  it('keeps each member’s choice, opted in until they turn it off', async () => {
    const get = async (member: Member) =>
      (await app.inject({ method: 'GET', url: '/api/news-emails', headers: as(member) })).json<{ enabled: boolean }>()
    expect(await get(optedOut)).toEqual({ enabled: true })
    await setNewsMails(optedOut, false)
    await setNewsMails(optedOut, false)
    expect(await get(optedOut)).toEqual({ enabled: false })
    expect(await get(team.parent)).toEqual({ enabled: true })
  })

  it('e-mails an article once to every member who has not opted out, as plain text, and refuses a second time', async () => {
    const id = await post('Cup final on Sunday', 'Meet at 9:30 at North Field.\n<script>alert(1)</script> & water.')
    const before = outbox.sent.length

    const response = await email(id, assistant)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<NewsArticleView>().emailedAt).not.toBeNull()

    const recipients = [team.coach, team.parent, assistant].map((m) => m.email).sort()
    await expect.poll(() => outbox.sent.length - before, { timeout: 10_000 }).toBe(recipients.length)
    const mails = outbox.sent.slice(before)
    expect(mails.map((mail) => mail.to).sort()).toEqual(recipients)
    expect(mails.map((mail) => mail.to)).not.toContain(optedOut.email)
    expect(mails.map((mail) => mail.to)).not.toContain(other.parent.email)
    expect(mails[0]!.subject).toBe('Riverside U10: Cup final on Sunday')
    expect(mails[0]!.text).toContain('Meet at 9:30 at North Field.\n<script>alert(1)</script> & water.')
    expect(mails[0]!.text).toContain(`${new URL(ORIGIN).origin}/profile`)

    // A second request is refused, by the author or any other coach, and sends nothing more.
    for (const coach of [team.coach, assistant]) {
      const again = await email(id, coach)
      expect(again.statusCode, again.body).toBe(409)
      expect(again.json().error.message).toBe('This article has already been e-mailed to the team.')
    }
    await sleep(1_000)
    expect(outbox.sent.length - before).toBe(recipients.length)
  })

  it('is for coaches only, and only for the team’s own articles', async () => {
    const id = await post('Training moves', 'Training moves to Tuesday this week.')
    expect((await email(id, team.parent)).statusCode).toBe(403)
    expect((await email(id, other.coach)).statusCode).toBe(404)
    expect((await email('no-such-article')).statusCode).toBe(404)
  })
})
