import { useRouterState } from '@tanstack/react-router'
import { titledPageOf } from '../page/page-titles'
import { ShellSkeleton } from './shell-skeleton'

/**
 * The signed-in layouts' wait (the session, then the team): the frame the server's page painted, with the heading
 * of the page on its way, so the screen stays as it was until the real shell replaces it.
 */
export function ShellLoading() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return <ShellSkeleton page={titledPageOf(pathname)} />
}
