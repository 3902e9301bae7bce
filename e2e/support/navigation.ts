import type { Page } from 'playwright-core'

/** The user menu in the page header (name and role), as opposed to the top bar's account menu. */
export const headerMenuButton = (page: Page) => page.getByRole('button', { name: /: user menu$/ })

/** The panel the phone menu button opens. */
export const phoneMenu = (page: Page) => page.locator('.phone-menu__panel')

export const pathOf = (page: Page) => new URL(page.url()).pathname

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path)
}
