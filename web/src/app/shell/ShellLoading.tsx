import { useRouterState } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { pageText } from '../page/page-text'
import { titledPageOf } from '../page/page-titles'
import { ShellSkeleton } from './shell-skeleton'
import { shellMessages as m } from './shell.messages'

/**
 * The signed-in layouts' wait (the session, then the team): the frame the server's page painted, with the heading
 * of the page on its way, so the screen stays as it was until the real shell replaces it. Its words are in the
 * person's language, which the built page (in English) cannot know.
 */
export function ShellLoading() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const t = useT()
  const page = titledPageOf(pathname)
  return (
    <ShellSkeleton
      page={
        page && {
          title: pageText(page.title, t),
          subtitle: 'subtitle' in page ? pageText(page.subtitle, t) : undefined,
        }
      }
      words={{
        skipToContent: t(m.skipToContent),
        main: t(m.main),
        loading: t(m.loadingTeamSpace),
        link: (link) => t(m[link.message]),
      }}
    />
  )
}
