import type { Page } from 'playwright-core'

/** The user menu in the page header (name and role), as opposed to the top bar's account menu. */
export const headerMenuButton = (page: Page) => page.getByRole('button', { name: /: user menu$/ })

/** The panel the phone menu button opens. */
export const phoneMenu = (page: Page) => page.locator('.phone-menu__panel')

/** A team page's address without its team (`/players` of `/t/<teamId>/players`); any other address as it is. */
export const pageOfPath = (pathname: string) => pathname.replace(/^\/t\/[^/]+(?=\/|$)/, '') || '/'

/** The team a team page's address is about. */
export const teamOfPage = (page: Page) => /^\/t\/([^/]+)/.exec(new URL(page.url()).pathname)?.[1]

/** The page shown, without its team: `/players` in whichever team. */
export const pathOf = (page: Page) => pageOfPath(new URL(page.url()).pathname)

/** Waits for a page (`/players`), in whichever team, or for an address outside the teams (`/auth`). */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => pageOfPath(url.pathname) === path)
}
