import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export interface Person {
  name: string
  email: string
  password: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The input labelled `label`, with or without the star of a required field. */
export const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`))

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

export const tab = (page: Page, name: 'Sign in' | 'Join a team' | 'Create a team') =>
  page.getByRole('tab', { name, exact: true })

/**
 * The texts a control points at with aria-describedby, as a screen reader finds them (without the warning sign), read
 * as they are now: for `expect.poll`.
 */
export async function describedTexts(control: Locator): Promise<string[]> {
  const describedBy = (await control.getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => control.page().locator(`[id="${id}"]`).allInnerTexts()),
  )
  return texts.flat().map((text) => text.replace(/^⚠\s*/, ''))
}

/** The error text shown beside a field, and a check that the field points at it with aria-describedby. */
export async function expectFieldError(page: Page, label: string, message: string) {
  const input = field(page, label)
  await expect
    .poll(() => input.getAttribute('aria-invalid'), { message: `${label} should say "${message}"` })
    .toBe('true')
  await expect.poll(() => describedTexts(input), { message: `${label} should say "${message}"` }).toContain(message)
}

export async function expectNoFieldError(page: Page, label: string) {
  await expect
    .poll(() => field(page, label).getAttribute('aria-invalid'), { message: `${label} should be valid` })
    .toBeNull()
}

export async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await fillFields(page, { Email: person.email, Password: person.password })
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The user menu in the page header (name and role), as opposed to the top bar's account menu. */
export const headerMenuButton = (page: Page) => page.getByRole('button', { name: /: user menu$/ })

export const pathOf = (page: Page) => new URL(page.url()).pathname

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path)
}

/** The panel the phone menu button opens. */
export const phoneMenu = (page: Page) => page.locator('.phone-menu__panel')
