import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../../migrations/index'
import { buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { inTeam } from '../../../test/several-teams'
import type { App } from '../../app'
import { migrateToLatest } from '../../platform/db/migrate'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  app = (await buildSessionApp(t.database)).app
})
afterAll(() => app?.close())

const BEFORE = '0103_bind_command_ids_to_their_request'
const migrator = () => new Migrator({ db: t.owner.db, provider: { getMigrations: async () => migrations } })
const settings = ['/api/schedule-emails', '/api/news-emails', '/api/reminder-emails'] as const

describe('a database from before the mail kinds kept their choices in one table', () => {
  it('keeps every member’s choice of each kind, there and back', async () => {
    const coach = await setUpTeam(app, { teamName: 'Riverside U10' })
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    await app.close()

    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined()
    const { owner } = t
    const choose = (table: string, userId: string, enabled: boolean) =>
      sql`insert into ${sql.table(table)} (team_id, user_id, enabled)
        values (${coach.teamId}, ${userId}, ${enabled})`.execute(owner.db)
    await choose('schedule_mail_preferences', parent.userId, false)
    await choose('news_mail_preferences', coach.userId, false)
    await choose('reminder_mail_preferences', parent.userId, false)
    await choose('reminder_mail_preferences', coach.userId, true)

    await migrateToLatest(owner.db)
    app = (await buildSessionApp(t.database)).app
    const choicesOf = async (member: { cookie: string }) => {
      const answers = []
      for (const url of settings) {
        const response = await app.inject({ method: 'GET', url, headers: inTeam(member.cookie, coach.teamId) })
        expect(response.statusCode, response.body).toBe(200)
        answers.push(response.json<{ enabled: boolean }>().enabled)
      }
      return answers
    }
    expect(await choicesOf(parent)).toEqual([false, true, false])
    expect(await choicesOf(coach)).toEqual([true, false, true])

    // A choice made after the move goes back with the others.
    const newsOff = await app.inject({
      method: 'PUT',
      url: '/api/news-emails',
      headers: inTeam(parent.cookie, coach.teamId),
      payload: { enabled: false },
    })
    expect(newsOff.statusCode, newsOff.body).toBe(200)
    await app.close()
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined()
    const back = await sql<{ kind: string; user_id: string; enabled: boolean }>`
      select 'schedule' as kind, user_id, enabled from schedule_mail_preferences
      union all select 'news', user_id, enabled from news_mail_preferences
      union all select 'reminders', user_id, enabled from reminder_mail_preferences`.execute(owner.db)
    const inOrder = <Row extends { kind: string; user_id: string }>(rows: readonly Row[]) =>
      [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || a.user_id.localeCompare(b.user_id))
    expect(inOrder(back.rows)).toEqual(
      inOrder([
        { kind: 'news', user_id: coach.userId, enabled: false },
        { kind: 'news', user_id: parent.userId, enabled: false },
        { kind: 'reminders', user_id: coach.userId, enabled: true },
        { kind: 'reminders', user_id: parent.userId, enabled: false },
        { kind: 'schedule', user_id: parent.userId, enabled: false },
      ]),
    )
    await migrateToLatest(owner.db)
    app = (await buildSessionApp(t.database)).app
  })
})
