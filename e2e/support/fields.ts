import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The control labelled `label` (with or without a required star) inside `scope`: a dialog's field, where the page
 * behind has a control of the same name.
 */
export const labelled = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`))

/** The input labelled `label` on the page, with or without the star of a required field. */
export const field = (page: Page, label: string): Locator => labelled(page, label)

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

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

/** The message shown beside a field, checked through the field's own aria-describedby as a screen reader finds it. */
export async function expectMessageBeside(scope: Page | Locator, label: string, message: string) {
  const control = labelled(scope, label)
  await expect
    .poll(() => control.getAttribute('aria-invalid'), { message: `${label} should say "${message}"` })
    .toBe('true')
  await expect.poll(() => describedTexts(control), { message: `${label} should say "${message}"` }).toContain(message)
}

/** The error text shown beside a field of the page, and a check that the field points at it with aria-describedby. */
export const expectFieldError = (page: Page, label: string, message: string) =>
  expectMessageBeside(page, label, message)

export async function expectNoFieldError(page: Page, label: string) {
  await expect
    .poll(() => field(page, label).getAttribute('aria-invalid'), { message: `${label} should be valid` })
    .toBeNull()
}
