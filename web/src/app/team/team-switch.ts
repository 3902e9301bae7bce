import { useRouterState } from '@tanstack/react-router'
import { pageOfPath, type TeamPage } from './team-pages'

/** The kind of page on screen, to show in another team: an item's page falls back to its list, anything else to the dashboard. */
export function useSamePage(): TeamPage {
  return useRouterState({ select: (state) => pageOfPath(state.location.pathname) ?? 'dashboard' })
}

/** Where a team's link of the switcher leads: the same kind of page, in that team. */
export const teamPageTo = <const P extends TeamPage>(page: P) => `/t/$teamId/${page}` as const
