import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiSend } from '../../lib/api'
import { inTeam } from '../../lib/team-scope'
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

afterEach(() => vi.unstubAllGlobals())

describe('a team’s QueryClient', () => {
  it('asks as its team, whatever team other work runs in', async () => {
    const teams = recordTeams()
    const riverside = new TeamQueryClient('riverside')
    await riverside.fetchQuery({ queryKey: ['players'], queryFn: () => apiGet('/api/players') })
    // A refetch started while another team's work runs still names its own team.
    await inTeam('hillside', () => riverside.refetchQueries({ queryKey: ['players'] }))
    expect(teams).toEqual(['riverside', 'riverside'])
  })

  it('sends its mutations as its team', async () => {
    const teams = recordTeams()
    const hillside = new TeamQueryClient('hillside')
    const observer = new MutationObserver(hillside, { mutationFn: () => apiSend('POST', '/api/players', {}) })
    await inTeam('riverside', () => observer.mutate())
    expect(teams).toEqual(['hillside'])
  })

  it('keeps each team’s answers apart, and the app’s own client asks as no team', async () => {
    const teams = recordTeams()
    const root = new TeamQueryClient(null)
    const clients = createTeamClients(root, () => () => undefined)
    const riverside = clients.clientFor('riverside')
    expect(clients.clientFor('riverside')).toBe(riverside)
    riverside.setQueryData(['players'], ['Ava'])
    expect(clients.clientFor('hillside').getQueryData(['players'])).toBeUndefined()
    await inTeam('riverside', () => root.fetchQuery({ queryKey: ['session'], queryFn: () => apiGet('/api/session') }))
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
})
