import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageOfPath, teamPageHref } from '../../app/team/team-pages'

/**
 * The addresses of before teams had their own (`/calendar?view=list`, in an e-mail or a bookmark) and any other
 * unknown address: the same page, search and all, in the session's current team; its dashboard when there is no
 * such page.
 */
export const Route = createFileRoute('/_app/$')({
  beforeLoad: ({ context, location }) => {
    const page = pageOfPath(location.pathname)
    const href = teamPageHref(context.user.teamId, page ?? 'dashboard')
    throw redirect({
      href: page ? `${href}${location.searchStr}${location.hash ? `#${location.hash}` : ''}` : href,
      replace: true,
    })
  },
})
