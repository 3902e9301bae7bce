import type { NewsArticleView, NewsList } from '@teamspace/domain/news/news.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext
let secondCoach: Member

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
  secondCoach = await team.addMember('coach')
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const url = (id?: string) => (id ? `/api/news/${id}` : '/api/news')
const valid = { title: 'Cup final on Sunday', content: 'We play the cup final at North Field at ten.' }

const list = async (member: Member, query?: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url: url(), headers: as(member), ...(query ? { query } : {}) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<NewsList>().articles
}
const post = (payload: object, member: Member = team.coach) =>
  app.inject({ method: 'POST', url: url(), headers: as(member), payload })
const posted = async (payload: object = valid, member: Member = team.coach) => {
  const response = await post(payload, member)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}
const edit = (id: string, payload: object, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: url(id), headers: as(member), payload })
const pin = (id: string, isPinned: boolean, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: `${url(id)}/pin`, headers: as(member), payload: { isPinned } })
const remove = (id: string, member: Member = team.coach) =>
  app.inject({ method: 'DELETE', url: url(id), headers: as(member) })

describe('team news', () => {
  it('posts a trimmed article that every member of the team reads, and no other team', async () => {
    const id = await posted({
      title: '  Welcome back  ',
      content: '  Training starts again on Monday.  ',
      summary: ' ',
    })
    const [article] = (await list(team.parent)).filter((a) => a.id === id)
    expect(article).toMatchObject({
      title: 'Welcome back',
      content: 'Training starts again on Monday.',
      summary: '',
      authorName: 'Casey Coach',
      isPinned: false,
      isPublished: true,
      canEdit: false,
    })
    expect(article?.createdAt).toBe(article?.updatedAt)
    expect((await list(other.coach)).some((a) => a.id === id)).toBe(false)
  })

  it('refuses a short title or content and a long summary with the spec’s words', async () => {
    const response = await post({ title: 'Cup', content: 'Too short', summary: 'x'.repeat(200) })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Title must be at least 5 characters long')
    expect(response.body).toContain('Content must be at least 20 characters long')
    expect(response.body).toContain('Summary must be less than 200 characters')
  })

  it('lets parents read but not post', async () => {
    expect((await post(valid, team.parent)).statusCode).toBe(403)
  })

  it('lists newest first with pinned articles on top, searches and limits', async () => {
    const first = await posted({ ...valid, title: 'Alpha announcement' })
    const second = await posted({ ...valid, title: 'Bravo announcement' })
    const ids = (articles: NewsArticleView[]) => articles.map((a) => a.id)
    expect(ids(await list(team.parent)).slice(0, 2)).toEqual([second, first])
    expect((await pin(first, true, secondCoach)).statusCode).toBe(200)
    expect(ids(await list(team.parent))[0]).toBe(first)
    expect(ids(await list(team.parent, { search: 'bravo' }))).toEqual([second])
    expect(await list(team.parent, { limit: '1' })).toHaveLength(1)
    expect((await app.inject({ method: 'GET', url: '/api/news?limit=abc', headers: as(team.parent) })).statusCode).toBe(
      400,
    )
    expect((await pin(first, false, team.parent)).statusCode).toBe(403)
  })

  it('lets only the author edit or delete, and marks an edit', async () => {
    const id = await posted()
    const refused = await edit(id, { ...valid, title: 'Taken over' }, secondCoach)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toContain('Only the author of this article can change it.')
    expect((await remove(id, secondCoach)).statusCode).toBe(403)
    expect((await edit(id, valid, team.parent)).statusCode).toBe(403)
    expect((await edit(id, valid, other.coach)).statusCode).toBe(404)

    const changed = await edit(id, { ...valid, title: 'Cup final moved to Saturday' })
    expect(changed.statusCode, changed.body).toBe(200)
    const view = changed.json<NewsArticleView>()
    expect(view).toMatchObject({ title: 'Cup final moved to Saturday', canEdit: true })
    expect(view.updatedAt > view.createdAt).toBe(true)

    expect((await remove(id)).statusCode).toBe(204)
    expect((await list(team.coach)).some((a) => a.id === id)).toBe(false)
    expect((await remove(id)).statusCode).toBe(404)
  })

  it('rebuilds the news table to what the commands wrote', async () => {
    const news = projections.byName('news')
    if (!news) throw new Error('no news projection')
    expect(await verifyProjection(t.owner.db, news)).toEqual([])
  })
})
