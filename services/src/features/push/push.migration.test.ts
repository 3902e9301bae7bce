import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../../migrations/index'
import { buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { inTeam, joinAnotherTeam } from '../../../test/several-teams'
import type { App } from '../../app'
import { migrateToLatest } from '../../platform/db/migrate'
import { pushChoices } from '../../../test/push-choices'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  app = (await buildSessionApp(t.database)).app
})
afterAll(() => app?.close())

const BEFORE = '0103_bind_command_ids_to_their_request'
const migrator = () => new Migrator({ db: t.owner.db, provider: { getMigrations: async () => migrations } })

describe('a database from before push choices were kept per kind', () => {
  it('keeps every member’s choices, team by team, either way, and leaves the kinds nobody chose on', async () => {
    const a = await setUpTeam(app, { teamName: 'Riverside U10' })
    const b = await setUpTeam(app, { teamName: 'Riverside U12' })
    const parent = await registerWith(app, (await createInvite(app, a.cookie, 'parent_guardian')).code)
    await joinAnotherTeam(app, parent.cookie, b.cookie)
    // A coach who chose already: going back to the columns (the kinds there were then) keeps the choice too.
    const chosen = { schedule: true, news: false, chat: true, reminders: true, votes: true }
    const put = await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: inTeam(a.cookie, a.teamId),
      payload: pushChoices(['news']),
    })
    expect(put.statusCode, put.body).toBe(200)
    await app.close()

    // The schema as it was: a column per kind. In team A the parent wants no news and no votes; in team B no chat.
    const down = await migrator().migrateTo(BEFORE)
    expect(down.error).toBeUndefined()
    const { owner } = t
    const columns = await sql<Record<string, unknown>>`select schedule, news, chat, reminders, votes
      from push_preferences where team_id = ${a.teamId} and user_id = ${a.userId}`.execute(owner.db)
    expect(columns.rows).toEqual([chosen])
    await sql`insert into push_preferences (team_id, user_id, schedule, news, chat, reminders, votes)
      values (${a.teamId}, ${parent.userId}, true, false, true, true, false),
             (${b.teamId}, ${parent.userId}, true, true, false, true, true)`.execute(owner.db)

    await migrateToLatest(owner.db)
    app = (await buildSessionApp(t.database)).app

    const preferencesIn = async (cookie: string, teamId: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/push/preferences',
        headers: inTeam(cookie, teamId),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<Record<string, boolean>>()
    }
    expect(await preferencesIn(parent.cookie, a.teamId)).toEqual(pushChoices(['news', 'votes']))
    expect(await preferencesIn(parent.cookie, b.teamId)).toEqual(pushChoices(['chat']))
    expect(await preferencesIn(a.cookie, a.teamId)).toEqual(pushChoices(['news']))
    expect(await preferencesIn(b.cookie, b.teamId)).toEqual(pushChoices())
  })
})
