import type { Directory } from '@teamspace/domain/directory/directory.schemas'
import type { Profile } from '@teamspace/domain/profile/profile.schemas'
import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../../migrations/index'
import { buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import type { App } from '../../app'
import { migrateToLatest } from '../../platform/db/migrate'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  app = (await buildSessionApp(t.database)).app
})
afterAll(() => app?.close())

const BEFORE = '0085_keep_a_current_team_per_session'
const migrator = () => new Migrator({ db: t.owner.db, provider: { getMigrations: async () => migrations } })

interface Member {
  readonly cookie: string
  readonly userId: string
}

describe('a database from before each team kept its own privacy and mail settings', () => {
  it('copies each person’s choices to every team they are in, and shows nobody more than before', async () => {
    const a = await setUpTeam(app, { teamName: 'Riverside U10' })
    const b = await setUpTeam(app, { teamName: 'Riverside U12' })
    // In both teams: hides the phone, shows the address, wants no schedule-change mails.
    const both = await registerWith(app, (await createInvite(app, a.cookie, 'parent_guardian')).code)
    await joinAnotherTeam(app, both.cookie, b.cookie)
    // In one team: hides the e-mail, wants no news mails.
    const one = await registerWith(app, (await createInvite(app, a.cookie, 'parent_guardian')).code)
    // A family of team B, to read its directory as.
    const family = await registerWith(app, (await createInvite(app, b.cookie, 'parent_guardian')).code)
    await app.close()

    // The schema as it was: the choices on the person, the mail preferences by user.
    const down = await migrator().migrateTo(BEFORE)
    expect(down.error).toBeUndefined()
    const { owner } = t
    await sql`update profiles set phone_number = '5550007777', address = '9 Old Schema Road',
      show_phone = false, show_address = true where user_id = ${both.userId}`.execute(owner.db)
    await sql`update profiles set show_email = false where user_id = ${one.userId}`.execute(owner.db)
    await sql`insert into schedule_mail_preferences (user_id, enabled) values (${both.userId}, false)`.execute(owner.db)
    await sql`insert into news_mail_preferences (user_id, enabled) values (${one.userId}, false)`.execute(owner.db)

    await migrateToLatest(owner.db)
    app = (await buildSessionApp(t.database)).app

    const get = async <T>(url: string, member: Member, teamId: string) => {
      const response = await app.inject({ method: 'GET', url, headers: inTeam(member.cookie, teamId) })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<T>()
    }
    const hidesPhone = { showPhone: false, showEmail: true, showAddress: true }
    for (const teamId of [a.teamId, b.teamId]) {
      expect(await get<Profile>('/api/profile', both, teamId)).toMatchObject({
        phoneNumber: '5550007777',
        privacy: hidesPhone,
      })
      expect(await get('/api/schedule-emails', both, teamId)).toEqual({ enabled: false })
      expect(await get('/api/news-emails', both, teamId)).toEqual({ enabled: true })
    }
    expect((await get<Profile>('/api/profile', one, a.teamId)).privacy).toEqual({
      showPhone: true,
      showEmail: false,
      showAddress: false,
    })
    expect(await get('/api/news-emails', one, a.teamId)).toEqual({ enabled: false })
    expect(await get('/api/schedule-emails', one, a.teamId)).toEqual({ enabled: true })

    const directory = await app.inject({
      method: 'GET',
      url: '/api/directory',
      headers: inTeam(family.cookie, b.teamId),
    })
    expect(directory.statusCode, directory.body).toBe(200)
    const card = directory.json<Directory>().members.find((member) => member.userId === both.userId)
    expect(card?.phone).toBeUndefined()
    expect(card?.address).toEqual({ value: '9 Old Schema Road', coachesOnly: false })
    expect(directory.body).not.toContain('5550007777')

    // Back again, after choosing differently per team: the most private choice of each person is kept.
    const showPhoneInA = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: inTeam(both.cookie, a.teamId),
      payload: {
        name: 'Pat Parent',
        phoneNumber: '5550007777',
        address: '9 Old Schema Road',
        privacy: { showPhone: true, showEmail: true, showAddress: true },
      },
    })
    expect(showPhoneInA.statusCode, showPhoneInA.body).toBe(200)
    const newsOffInB = await app.inject({
      method: 'PUT',
      url: '/api/news-emails',
      headers: inTeam(both.cookie, b.teamId),
      payload: { enabled: false },
    })
    expect(newsOffInB.statusCode, newsOffInB.body).toBe(200)
    await app.close()
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined()
    const kept = await sql<{ show_phone: boolean; show_address: boolean }>`
      select show_phone, show_address from profiles where user_id = ${both.userId}`.execute(owner.db)
    expect(kept.rows).toEqual([{ show_phone: false, show_address: true }])
    const news = await sql<{ user_id: string; enabled: boolean }>`
      select user_id, enabled from news_mail_preferences order by enabled`.execute(owner.db)
    expect(news.rows).toEqual(
      expect.arrayContaining([
        { user_id: both.userId, enabled: false },
        { user_id: one.userId, enabled: false },
      ]),
    )
    await migrateToLatest(owner.db)
    app = (await buildSessionApp(t.database)).app
  })
})
