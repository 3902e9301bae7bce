import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, newContext, openZonedPage, type TestPage } from './support/browser'
import { dayIn, hourIn } from './support/dates'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique } from './support/sign-in'

const coach = unique({ name: 'Dana Brooks', email: 'dana@example.com', password: 'kickoff-2026' })
const robin = unique({ name: 'Robin Vale', email: 'robin@example.com', password: 'halftime-9' })
const sam = unique({ name: 'Sam Ortega', email: 'sam@example.com', password: 'penalty-spot-3' })
const alex = unique({ name: 'Alex Moreau', email: 'alex@example.com', password: 'corner-flag-5' })
const jonas = unique({ name: 'Jonas Weber', email: 'jonas@example.de', password: 'anstoss-2026' })
/** Robin's child: their name must never reach another family's page. */
const child = 'Mia Vale-Hartmann'

const teamZone = hourIn('America/Chicago') >= 1 ? 'America/Chicago' : 'Asia/Tokyo'
const snacks = 'Snacks – Derby Day'
const card = (page: Page, title: string) => page.getByRole('article', { name: title })

/** A page in German, as a family's phone or laptop set to German would show it. */
async function openGermanPage(browser: Browser, width: number): Promise<TestPage> {
  const context = await newContext(browser, { locale: 'de-DE', timezoneId: teamZone, viewport: { width, height: 800 } })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
}

describe('snacks that respect allergies, and slot swaps', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let robinPage: TestPage
  let samPage: TestPage
  let alexPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Riverside Kestrels')
    robinPage = await openZonedPage(browser, teamZone)
    samPage = await openZonedPage(browser, teamZone, { width: 375 })
    alexPage = await openZonedPage(browser, teamZone)
    for (const [page, person] of [
      [robinPage, robin],
      [samPage, sam],
      [alexPage, alex],
    ] as const)
      await joinTeamThroughApi(coachPage, page, app.baseUrl, person, 'parent_guardian')
    await api(coachPage, 'POST', '/api/players', { name: child, jerseyNumber: 7, parentEmails: [robin.email] })
    const { id: calendarEventId } = await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
      title: 'Derby Day',
      type: 'game',
      date: dayIn(teamZone, 4),
      time: '10:00',
      location: 'Riverside Park',
      opponent: 'Hillside Rovers',
    })
    await api(coachPage, 'POST', '/api/volunteer-needs', { calendarEventId, type: 'snacks', slotsNeeded: 2 })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('a family shares their child’s nut allergy with the team, without the name', async () => {
    await robinPage.goto(`${app.baseUrl}/volunteers`)
    await card(robinPage, snacks).getByText('No allergies shared in the team.').waitFor()
    await robinPage.getByRole('button', { name: 'Allergies' }).click()
    const dialog = robinPage.getByRole('dialog', { name: 'Allergies' })
    const form = dialog.getByRole('form', { name: `Allergies of ${child}` })
    await form.getByRole('checkbox', { name: 'Nuts', exact: true }).check()
    await form.getByRole('checkbox', { name: `Share with the team, without ${child}’s name` }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText('Saved.').waitFor()
    await dialog.getByText('Nut allergy in the team').waitFor()
    await shootWidths(robinPage, 'snack-allergies-dialog')
    await expectAccessible(robinPage, 'the allergies dialog')
    await robinPage.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await card(robinPage, snacks).getByText('Nut allergy in the team').waitFor()
  })

  it('a family signing up for snacks sees "Nut allergy in the team" and no child’s name', async () => {
    const page = samPage
    await page.goto(`${app.baseUrl}/volunteers`)
    const snackCard = card(page, snacks)
    await snackCard.getByText('Nut allergy in the team').waitFor()
    await snackCard.getByText('Please bring food that is safe for everyone.').waitFor()
    // A need that is not food says nothing of allergies.
    expect(await page.getByText(child).count()).toBe(0)
    await page.getByRole('button', { name: `Sign Up to Help: ${snacks}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign Up to Help' })
    await dialog.getByText('Nut allergy in the team').waitFor()
    expect(await page.content()).not.toContain(child)
    await shootWidths(page, 'snack-allergies-sign-up', [375])
    await page.emulateMedia({ colorScheme: 'dark' })
    await shootWidths(page, 'snack-allergies-sign-up-dark', [375])
    await page.emulateMedia({ colorScheme: 'light' })
    await dialog.getByLabel('Note (optional)').fill('Apple slices, no nuts')
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await snackCard.getByText('Apple slices, no nuts').waitFor()
    expect(await page.content()).not.toContain(child)
    // The coach, and only the coach, sees whose allergy it is.
    await coachPage.goto(`${app.baseUrl}/volunteers`)
    await coachPage.getByRole('button', { name: 'Allergies' }).click()
    await coachPage.getByRole('form', { name: `Allergies of ${child}` }).waitFor()
    await coachPage.getByText('Shared with the team by the family').waitFor()
    await coachPage.keyboard.press('Escape')
  })

  it('a swap taken by two families at once goes to exactly one, the other told it is gone', async () => {
    const snackCard = card(samPage, snacks)
    await samPage.getByRole('button', { name: `Offer for swap: ${snacks}` }).click()
    await snackCard.getByText('You offered your slot for a swap. Another family can take it.').waitFor()
    await snackCard.getByText('Offered for swap').waitFor()
    await samPage.emulateMedia({ colorScheme: 'dark' })
    await shootWidths(samPage, 'snack-allergies-swap-offered-dark', [375, 1280])
    await samPage.emulateMedia({ colorScheme: 'light' })
    await shootWidths(samPage, 'snack-allergies-swap-offered', [375])

    await robinPage.goto(`${app.baseUrl}/volunteers`)
    await alexPage.goto(`${app.baseUrl}/volunteers`)
    const take = (page: Page) => page.getByRole('button', { name: `Take this slot: ${sam.name}, ${snacks}` })
    await take(robinPage).waitFor()
    await take(alexPage).waitFor()
    await shootWidths(alexPage, 'snack-allergies-swap-take', [1280])
    // Both press at the same moment: each request is held until the other is sent too, so neither page learns of
    // the other's take before its own tap (on a busy machine one click may come a second after the other).
    let sent = 0
    let bothSent!: () => void
    const held = new Promise<void>((resolve) => (bothSent = resolve))
    for (const page of [robinPage, alexPage])
      await page.route('**/api/volunteer-needs/*/swap/take', async (route) => {
        if (++sent === 2) bothSent()
        await held
        await route.continue()
      })
    await Promise.all([take(robinPage).click(), take(alexPage).click()])
    await held
    for (const page of [robinPage, alexPage]) await page.unroute('**/api/volunteer-needs/*/swap/take')

    const holders = async () => {
      const { needs } = await api<{ needs: { title: string; volunteers: { name: string }[] }[] }>(
        coachPage,
        'GET',
        '/api/volunteer-needs',
      )
      return needs.find((need) => need.title === snacks)!.volunteers.map((v) => v.name)
    }
    await expect.poll(holders).not.toContain(sam.name)
    const now = await holders()
    expect(now).toHaveLength(1)
    const [winner, loser] = now[0] === robin.name ? [robinPage, alexPage] : [alexPage, robinPage]
    expect([robin.name, alex.name]).toContain(now[0])
    await card(loser, snacks).getByText('Another family has already taken this slot.').waitFor()
    await card(winner, snacks)
      .getByRole('button', { name: `Withdraw from ${snacks}` })
      .waitFor()
    // Sam is free again, and sees the slot is no longer theirs.
    await card(samPage, snacks)
      .getByRole('button', { name: `Sign Up to Help: ${snacks}` })
      .waitFor()
    await shootWidths(loser, 'snack-allergies-swap-gone', [1280])
  })

  it('says it all in German and Spanish', async () => {
    const page = await openGermanPage(browser, 375)
    await joinTeamThroughApi(coachPage, page, app.baseUrl, jonas, 'parent_guardian')
    await api(page, 'PUT', '/api/account/language', { language: 'de' })
    await page.goto(`${app.baseUrl}/volunteers`)
    await card(page, 'Snacks – Derby Day').getByText('Nussallergie im Team').waitFor()
    await shootWidths(page, 'snack-allergies-de', [375, 1280])
    expect(await page.content()).not.toContain(child)
    // And in Spanish, for a family that reads the app in Spanish.
    await api(page, 'PUT', '/api/account/language', { language: 'es' })
    await page.reload()
    await card(page, 'Snacks – Derby Day').getByText('Alergia a los frutos secos en el equipo').waitFor()
    await shootWidths(page, 'snack-allergies-es', [375])
    await page.close()
  })
})
