import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { createTeam, type Member, type TeamContext } from '../../../test/route-fixtures'
import { headerOf, startSmtpListener, subjectOf } from '../../../test/smtp-listener'
import type { App } from '../../app'
import { requestLogSerializer } from '../http/log-redaction'
import { DevOutbox, SmtpMail } from './mail'

const t = useTestDatabase()
let app: App
let smtp: Awaited<ReturnType<typeof startSmtpListener>>
let team: TeamContext
const logLines: string[] = []

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const mailsTo = (member: Member) => smtp.received.filter((mail) => mail.to.includes(member.email))

/** A news article the coach writes and e-mails to the team; resolves once the coach's copy has come. */
const mailArticle = async (title: string) => {
  const coachHad = mailsTo(team.coach).length
  const article = await app.inject({
    method: 'POST',
    url: '/api/news',
    headers: as(team.coach),
    payload: { title, content: 'Meet at 9:30 at North Field, and bring water.' },
  })
  expect(article.statusCode, article.body).toBe(201)
  const emailed = await app.inject({
    method: 'POST',
    url: `/api/news/${article.json<{ id: string }>().id}/email`,
    headers: as(team.coach),
  })
  expect(emailed.statusCode, emailed.body).toBe(200)
  await expect.poll(() => mailsTo(team.coach).length).toBe(coachHad + 1)
}

const newsMailsOn = async (member: Member) =>
  (await app.inject({ method: 'GET', url: '/api/news-emails', headers: as(member) })).json<{ enabled: boolean }>()
    .enabled

beforeAll(async () => {
  smtp = await startSmtpListener()
  ;({ app } = await buildSessionApp(t.database, {
    mail: new SmtpMail(smtp.url, 'Team Space <no-reply@example.org>'),
    subscriberPollMs: 250,
    logger: {
      level: 'info',
      serializers: { req: requestLogSerializer },
      stream: { write: (line: string) => void logLines.push(line) },
    },
  }))
  await app.ready()
  ;({ context: team } = await createTeam(app, new DevOutbox(), {
    team: 'Riverside U10',
    coach: 'Casey Coach',
    parent: 'Pat Parent',
    players: 'Robin',
  }))
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

describe('one-click unsubscribe', () => {
  it('turns a kind of mail off for the member the mail went to, by a POST to the link in its header', async () => {
    await mailArticle('Cup final on Sunday')
    await expect.poll(() => mailsTo(team.parent).length).toBe(1)
    const [mail] = mailsTo(team.parent)
    expect(subjectOf(mail!.raw)).toBe('Riverside U10: Cup final on Sunday')
    expect(headerOf(mail!.raw, 'Auto-Submitted')).toBe('auto-generated')
    expect(headerOf(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const link = /^<(http:\/\/localhost\/api\/mail\/unsubscribe\/([a-z0-9]+))>$/.exec(
      headerOf(mail!.raw, 'List-Unsubscribe') ?? '',
    )
    expect(link).not.toBeNull()
    const [, url, token] = link!
    const path = new URL(url!).pathname
    // Each member has a link of their own.
    expect(headerOf(mailsTo(team.coach).at(-1)!.raw, 'List-Unsubscribe')).not.toContain(token)

    // Opening the link (as a mail scanner or a person does) tells what it would do and changes nothing.
    const looked = await app.inject({ method: 'GET', url: path })
    expect(looked.statusCode, looked.body).toBe(200)
    expect(looked.json()).toMatchObject({ mails: 'news e-mails', subscribed: true })
    const page = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<form method="post">')
    expect(await newsMailsOn(team.parent)).toBe(true)

    // The mail provider's one-click POST: from its own servers, so no Origin and no session.
    const unsubscribed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
    expect(unsubscribed.json()).toMatchObject({ mails: 'news e-mails', subscribed: false })
    expect(await newsMailsOn(team.parent)).toBe(false)
    expect(await newsMailsOn(team.coach)).toBe(true)

    // The next article reaches the coach, and not the member who unsubscribed.
    await mailArticle('Training moves indoors')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(mailsTo(team.parent)).toHaveLength(1)

    // Clicking twice is the same as once; the token never reaches the request log.
    expect((await app.inject({ method: 'POST', url: path })).statusCode).toBe(200)
    const log = logLines.join('\n')
    expect(log).toContain('/api/mail/unsubscribe/[redacted]')
    expect(log).not.toContain(token)
  })

  it('speaks to the member in their own language, as the mail did', async () => {
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: as(team.coach),
      payload: { language: 'de' },
    })
    expect(chose.statusCode, chose.body).toBe(200)
    const link = headerOf(mailsTo(team.coach).at(-1)!.raw, 'List-Unsubscribe')!
    const path = new URL(link.slice(1, -1)).pathname

    const page = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } })
    expect(page.body).toContain('<html lang="de-DE">')
    expect(page.body).toContain('<h1>News-E-Mails abbestellen?</h1>')
    expect(page.body).toContain('Du bekommst News-E-Mails von Team Space aus diesem Team.')
    expect(page.body).toContain('<button type="submit">Abbestellen</button>')

    const done = await app.inject({ method: 'POST', url: path, headers: { accept: 'text/html' } })
    expect(done.body).toContain('<h1>Abbestellt</h1>')
    expect(done.body).toContain('Du bekommst keine News-E-Mails von Team Space aus diesem Team mehr')
    const state = await app.inject({ method: 'GET', url: path })
    expect(state.json()).toMatchObject({ mails: 'News-E-Mails', subscribed: false })
    expect(await newsMailsOn(team.coach)).toBe(false)
  })

  it('answers 404 for a link no mail carried', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/mail/unsubscribe/abcdefghijklmnopqrstuvwxyz234567' })
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().error.message).toBe('This unsubscribe link is not valid.')
    }
  })
})
