import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiSend } from '../../lib/api'
import { apiUploadWithProgress } from '../../lib/upload-with-progress'
import { asCommand } from '../../lib/use-command'
import { TeamQueryClient, createTeamClients } from './team-clients'

/** Stands in for fetch: answers 200 with `{}` and keeps the team each request named. */
function recordTeams(): (string | undefined)[] {
  const teams: (string | undefined)[] = []
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    teams.push((init.headers as Record<string, string>)['X-Team'])
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
  return teams
}

/** The page on screen: a team's page sets the team of requests made outside any team's work. */
const showPage = (pathname: string) => vi.stubGlobal('location', { pathname })

/** The topics of the queries of `client` marked for a refetch. */
const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0])

/** Lets everything already waiting run, as a page moving on would between two steps of a save. */
const later = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.unstubAllGlobals())

describe('a team’s QueryClient', () => {
  it('asks as its team, whatever team’s page is shown', async () => {
    const teams = recordTeams()
    showPage('/t/riverside/players')
    const riverside = new TeamQueryClient('riverside')
    await riverside.fetchQuery({ queryKey: ['players'], queryFn: (context) => apiGet('/api/players', context) })
    // A refetch that runs while another team's page is shown still names its own team.
    showPage('/t/hillside/dashboard')
    await riverside.refetchQueries({ queryKey: ['players'] })
    expect(teams).toEqual(['riverside', 'riverside'])
  })

  it('asks as its team after an await, when another team’s page is shown by then', async () => {
    const teams = recordTeams()
    showPage('/t/riverside/calendar')
    const riverside = new TeamQueryClient('riverside')
    await riverside.fetchQuery({
      queryKey: ['event'],
      queryFn: async (context) => {
        await apiGet('/api/calendar/events/e1', context)
        showPage('/t/hillside/calendar')
        await later()
        return apiGet('/api/calendar/events/e1/availability', context)
      },
    })
    expect(teams).toEqual(['riverside', 'riverside'])
  })

  it('preloads another team’s page as that team', async () => {
    const teams = recordTeams()
    showPage('/t/riverside/dashboard')
    const clients = createTeamClients(new TeamQueryClient(null), () => () => undefined)
    await clients.clientFor('hillside').prefetchQuery({
      queryKey: ['players'],
      queryFn: (context) => apiGet('/api/players', context),
    })
    expect(teams).toEqual(['hillside'])
  })

  it('sends every step of a save as the team it was made in, however many awaits in', async () => {
    const teams = recordTeams()
    showPage('/t/hillside/players')
    const hillside = new TeamQueryClient('hillside')
    const save = asCommand(
      async (_: void, commandId: string) => {
        await apiSend('POST', '/api/players', {}, { commandId })
        // The person moved to another team's page while the first step was on its way.
        showPage('/t/riverside/dashboard')
        await later()
        await apiSend('PUT', '/api/players/p1/left', { left: true }, { commandId })
      },
      () => 'intent-1',
    )
    await new MutationObserver(hillside, { mutationFn: save }).mutate()
    // A request made outside any save takes the page shown.
    await apiSend('PUT', '/api/auth/session/team', { teamId: 'riverside' })
    expect(teams).toEqual(['hillside', 'hillside', 'riverside'])
  })

  it('keeps each team’s answers apart, and the app’s own client asks as no team', async () => {
    const teams = recordTeams()
    showPage('/t/riverside/dashboard')
    const root = new TeamQueryClient(null)
    const clients = createTeamClients(root, () => () => undefined)
    const riverside = clients.clientFor('riverside')
    expect(clients.clientFor('riverside')).toBe(riverside)
    riverside.setQueryData(['players'], ['Ava'])
    expect(clients.clientFor('hillside').getQueryData(['players'])).toBeUndefined()
    await root.fetchQuery({ queryKey: ['session'], queryFn: (context) => apiGet('/api/session', context) })
    expect(teams).toEqual([undefined])
  })

  it('forgets every team’s cache when the person signed in changes', () => {
    const root: QueryClient = new TeamQueryClient(null)
    const clients = createTeamClients(root, () => () => undefined)
    root.setQueryData(['session'], { user: { id: 'pat' } })
    const before = clients.clientFor('riverside')
    root.setQueryData(['session'], { user: { id: 'pat' } })
    expect(clients.clientFor('riverside')).toBe(before)
    root.setQueryData(['session'], { user: null })
    expect(clients.clientFor('riverside')).not.toBe(before)
  })

  it('refreshes what a save changed in its team, as the answer names it, and nothing of another team', async () => {
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) =>
      Promise.resolve(
        init.method === 'GET'
          ? new Response('{}', { status: 200 })
          : new Response('{}', { status: 200, headers: { 'X-Live-Topics': 'volunteers calendar' } }),
      ),
    )
    const clients = createTeamClients(new TeamQueryClient(null), () => () => undefined)
    const riverside = clients.clientFor('riverside')
    const hillside = clients.clientFor('hillside')
    for (const client of [riverside, hillside])
      for (const key of [['volunteers', 'page'], ['calendar', 'month', '2026-12'], ['news']])
        client.setQueryData(key, {})
    await apiSend('POST', '/api/volunteer-needs/need-1/sign-up', {}, { team: 'riverside' })
    expect(invalidated(riverside).sort()).toEqual(['calendar', 'volunteers'])
    expect(invalidated(hillside)).toEqual([])
  })

  it('refreshes what an upload sent with its progress changed, before it is answered', async () => {
    vi.stubGlobal('XMLHttpRequest', AnsweringUpload)
    const clients = createTeamClients(new TeamQueryClient(null), () => () => undefined)
    const riverside = clients.clientFor('riverside')
    for (const key of [['gallery', 'photos'], ['news']]) riverside.setQueryData(key, {})
    await apiUploadWithProgress('POST', '/api/gallery/photos', new FormData(), { team: 'riverside' })
    expect(invalidated(riverside)).toEqual(['gallery'])
  })
})

/** Stands in for XMLHttpRequest: an upload answered 200 whose answer names the gallery's topic. */
class AnsweringUpload {
  status = 0
  statusText = ''
  responseText = ''
  responseType = ''
  readonly upload = {}
  onload: (() => void) | null = null
  open() {}
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'x-live-topics' ? 'gallery' : null
  }
  send() {
    this.status = 200
    this.responseText = '{}'
    setTimeout(() => this.onload?.())
  }
}
