import type { FileRoutesByTo } from '../../routeTree.gen'
import type { TeamPage } from './team-pages'

/**
 * The pages of team-pages.ts against the route files under routes/_app/t/$teamId/, both ways: a page added or
 * removed on either side fails the type-check here. Types only, so nothing imports the route tree at run time.
 */
type TeamPath = Extract<keyof FileRoutesByTo, `/t/$teamId/${string}`>
type RoutedPage = TeamPath extends `/t/$teamId/${infer Page}` ? Page : never

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

export const teamPagesMatchTheRoutes: Same<TeamPage, RoutedPage> = true
