import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import type { App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { outboxRetention } from '../../platform/mail/outbox-retention'
import { newsMailsFeature } from '.'

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
  ;({ app, outbox, team, other } = await sessionAppWithTwoTeams(t.database, { subscriberPollMs: 250 }))
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
    await expect.poll(() => outbox.sent.length - before).toBe(recipients.length)
    const mails = outbox.sent.slice(before)
    expect(mails.map((mail) => mail.to).sort()).toEqual(recipients)
    expect(mails.map((mail) => mail.to)).not.toContain(optedOut.email)
    expect(mails.map((mail) => mail.to)).not.toContain(other.parent.email)
    expect(mails[0]!.subject).toBe('Riverside U10: Cup final on Sunday')
    expect(mails[0]!.text).toContain('Meet at 9:30 at North Field.\n<script>alert(1)</script> & water.')
    // Its links open this team's pages, even for a member whose current team is another.
    expect(mails[0]!.text).toContain(`Read the team news: ${new URL(ORIGIN).origin}/t/${team.teamId}/news`)
    expect(mails[0]!.text).toContain(`in your profile: ${new URL(ORIGIN).origin}/t/${team.teamId}/profile`)

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

describe('mails done with', () => {
  it('are forgotten a month after they finished, once an hour; mails still to send stay', async () => {
    const day = 24 * 60 * 60 * 1000
    const start = new Date('2031-03-01T12:00:00Z')
    const row = (key: string, finishedDaysAgo: number | null, from: Date) => ({
      key: `retention:${key}`,
      team_id: team.teamId,
      user_id: team.parent.userId,
      subject: 'Cup final',
      body: 'Meet at 9:30.',
      outcome: finishedDaysAgo === null ? null : ('sent' as const),
      finished_at: finishedDaysAgo === null ? null : new Date(from.getTime() - finishedDaysAgo * day),
      next_attempt_at: new Date(from.getTime() + day),
    })
    const keys = async () =>
      (
        await app.platform.db
          .selectFrom('news_mail_outbox')
          .select('key')
          .where('key', 'like', 'retention:%')
          .orderBy('key')
          .execute()
      ).map(({ key }) => key)
    let now = start
    const sweep = outboxRetention(app.platform.db, newsMailsFeature.mailOutboxes, () => now)
    await app.platform.db
      .insertInto('news_mail_outbox')
      .values([row('a-old', 31, start), row('b-recent', 29, start), row('c-unsent', null, start)])
      .execute()

    await sweep.deliver(new AbortController().signal)
    expect(await keys()).toEqual(['retention:b-recent', 'retention:c-unsent'])

    // Half an hour on, the recent one is made a month old too: the sweep waits for its hour.
    now = new Date(start.getTime() + 30 * 60 * 1000)
    await app.platform.db
      .updateTable('news_mail_outbox')
      .set({ finished_at: new Date(now.getTime() - 31 * day) })
      .where('key', '=', 'retention:b-recent')
      .execute()
    await sweep.deliver(new AbortController().signal)
    expect(await keys()).toEqual(['retention:b-recent', 'retention:c-unsent'])

    now = new Date(start.getTime() + 61 * 60 * 1000)
    await sweep.deliver(new AbortController().signal)
    expect(await keys()).toEqual(['retention:c-unsent'])
  })
})

describe('a member of several teams', () => {
  it('chooses news e-mails team by team, and a mail’s one-click link turns off its own team’s only', async () => {
    const person = await team.addMember('parent')
    await joinAnotherTeam(app, person.cookie, other.coach.cookie)
    const newsMailsIn = async (teamId: string) =>
      (await app.inject({ method: 'GET', url: '/api/news-emails', headers: inTeam(person.cookie, teamId) })).json<{
        enabled: boolean
      }>().enabled
    const setIn = async (teamId: string, enabled: boolean) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/news-emails',
        headers: inTeam(person.cookie, teamId),
        payload: { enabled },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await setIn(other.teamId, false)
    expect(await newsMailsIn(team.teamId)).toBe(true)
    expect(await newsMailsIn(other.teamId)).toBe(false)

    // An article of each team: only the one of the team they get news e-mails from comes.
    const mailsTo = (member: Member) => outbox.sent.filter((mail) => mail.to === member.email)
    const otherCoachHad = mailsTo(other.coach).length
    expect((await email(await post('Kit day', 'New shirts on Saturday.'))).statusCode).toBe(200)
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/news',
      headers: as(other.coach),
      payload: { title: 'Hillside kit day', content: 'Hillside shirts on Sunday.' },
    })
    expect(theirs.statusCode, theirs.body).toBe(201)
    expect((await email(theirs.json<{ id: string }>().id, other.coach)).statusCode).toBe(200)
    await expect.poll(() => mailsTo(other.coach).length).toBe(otherCoachHad + 1)
    await expect.poll(() => mailsTo(person).length).toBe(1)
    await sleep(500)
    const [mail] = mailsTo(person)
    expect(mailsTo(person)).toHaveLength(1)
    expect(mail!.subject).toBe('Riverside U10: Kit day')
    expect(mail!.text).toContain(`/t/${team.teamId}/news`)

    // Its one-click link names this team: it turns off this team's news e-mails, and leaves the other's alone.
    await setIn(other.teamId, true)
    const link = /^<https?:\/\/[^/]+(\/api\/mail\/unsubscribe\/[a-z0-9]+)>$/.exec(
      mail!.headers?.['List-Unsubscribe'] ?? '',
    )
    expect(link).not.toBeNull()
    const unsubscribed = await app.inject({ method: 'POST', url: link![1]! })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
    expect(await newsMailsIn(team.teamId)).toBe(false)
    expect(await newsMailsIn(other.teamId)).toBe(true)
  })
})
