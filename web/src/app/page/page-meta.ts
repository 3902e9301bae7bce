import { useRouterState } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { Me } from '@teamspace/domain/account/account.schemas'
import type { Translate } from '../../i18n/use-t'

/**
 * What a signed-in route says about itself, in its `staticData`: the shared layout turns it into the page header
 * and the document title, so a page never builds its own header and the header stays put while the page loads or
 * fails.
 */
export interface PageMeta {
  /** The heading, and the document title: in English, shown in the person's language (page-titles.messages.ts). */
  title: string
  /**
   * The line under the heading: the same for everyone (as `title`), or worked out from who is looking, in their
   * language (`t`).
   */
  subtitle?: string | ((user: Me, t: Translate) => string)
  /**
   * A heading that needs data, such as the dashboard's greeting; it shows `title` until it has it. It may be a
   * `React.lazy` component, so that its queries load with the page rather than with every page.
   */
  Heading?: ComponentType
  /** A subtitle that needs data (lazy or not); `subtitle`, if any, shows until it has loaded. */
  Subtitle?: ComponentType
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageMeta
  }
}

/** The page of the deepest route that declares one: the page on screen, or the one on its way. */
export function usePageMeta(): PageMeta | undefined {
  return useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.page)?.staticData.page,
  })
}
