import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })
const hider: Person = unique({ name: 'Alex Kim', email: 'alex@example.com', password: 'penalty-spot-3' })

const hiddenPhone = '5550001111'
const emergencyName = 'Grandma Kim'
const emergencyPhone = '5550002222'

describe('team directory', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let hiderPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  const cardOf = (page: TestPage, name: string) => page.getByRole('article', { name })

  it('lists every member with their children, coaches first', async () => {
    coachPage = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    parentPage = await openZonedPage(browser, 'Europe/London')
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    hiderPage = await openZonedPage(browser, 'Europe/London', { width: 375 })
    await joinTeamThroughApi(coachPage, hiderPage, app.baseUrl, hider, 'parent_guardian')
    await api(coachPage, 'POST', '/api/players', { name: 'Maya Lopez', parentEmails: [parent.email] })
    await api(coachPage, 'POST', '/api/players', { name: 'Sam Kim', parentEmails: [hider.email] })

    await parentPage.goto(`${app.baseUrl}/directory`)
    await parentPage.getByRole('heading', { level: 1, name: 'Team Directory' }).waitFor()
    const names = () => parentPage.getByRole('article').locator('h2').allInnerTexts()
    await expect.poll(names).toEqual([coach.name, hider.name, parent.name])
    await cardOf(parentPage, parent.name).getByText('Maya Lopez').waitFor()
    await cardOf(parentPage, hider.name).getByText('Sam Kim').waitFor()
    // E-mail shown by default, as a link to write to.
    const mail = cardOf(parentPage, hider.name).getByRole('link', { name: hider.email })
    await expect.poll(() => mail.getAttribute('href')).toBe(`mailto:${hider.email}`)
    await expectAccessible(parentPage, 'the directory')
  })

  it('saves Edit My Profile, and other parents lose the hidden phone live while coaches keep it', async () => {
    const page = hiderPage
    await page.goto(`${app.baseUrl}/directory`)
    await page.getByRole('button', { name: 'Edit My Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit My Profile' })
    await labelled(dialog, 'Phone').fill(hiddenPhone)
    await labelled(dialog, 'Emergency contact').fill(emergencyName)
    await labelled(dialog, 'Emergency phone').fill(emergencyPhone)
    await expectAccessible(page, 'the Edit My Profile dialog')
    await shootWidths(page, 'directory-edit-profile')
    await dialog.getByRole('button', { name: 'Save profile' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('status').getByText('Profile updated successfully!').waitFor()

    // Shown by default: the other parent sees it live, formatted, with a link to call.
    const seen = cardOf(parentPage, hider.name)
    const call = seen.getByRole('link', { name: '(555) 000-1111' })
    await call.waitFor()
    await expect.poll(() => call.getAttribute('href')).toBe(`tel:${hiddenPhone}`)

    // Now hidden: it leaves the other parent's page live, and is nowhere in what the server sends them.
    await page.getByRole('button', { name: 'Edit My Profile' }).click()
    await dialog.getByLabel('Show my phone number').uncheck()
    await dialog.getByRole('button', { name: 'Save profile' }).scrollIntoViewIfNeeded()
    await shootWidths(page, 'directory-edit-profile-privacy')
    await dialog.getByRole('button', { name: 'Save profile' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => seen.getByText('(555) 000-1111').count()).toBe(0)
    const raw = await parentPage.evaluate(async () => (await fetch('/api/directory')).text())
    expect(raw).not.toContain(hiddenPhone)
    expect(raw).not.toContain(emergencyName)
    expect(raw).not.toContain(emergencyPhone)
    await expect.poll(() => seen.getByText(/Emergency/).count()).toBe(0)

    // The member's own card tells them who still sees it.
    const own = cardOf(page, hider.name)
    await own.getByText('(555) 000-1111').waitFor()
    await own.getByText('Shown to coaches only').first().waitFor()

    // A coach still reaches the family: the phone, marked, and the emergency contact.
    await coachPage.goto(`${app.baseUrl}/directory`)
    const coachSees = cardOf(coachPage, hider.name)
    await coachSees.getByRole('link', { name: '(555) 000-1111' }).waitFor()
    await coachSees.getByText('Shown to coaches only').first().waitFor()
    const emergency = coachSees.getByRole('region', { name: `Emergency contact of ${hider.name}` })
    await emergency.getByText(emergencyName).waitFor()
    await expect
      .poll(() => emergency.getByRole('link', { name: '(555) 000-2222' }).getAttribute('href'))
      .toBe(`tel:${emergencyPhone}`)
    await expectAccessible(coachPage, 'the coach’s directory')
    await shootWidths(coachPage, 'directory-coach')
    await shootWidths(parentPage, 'directory-parent')
  })

  it('finds a member by their child’s name, says when nothing matches, and refreshes with a brief notice', async () => {
    const page = parentPage
    const search = page.getByLabel('Search members')
    await search.fill('sam k')
    await expect.poll(() => page.getByRole('article').locator('h2').allInnerTexts()).toEqual([hider.name])
    await search.fill('Jordan')
    await expect.poll(() => page.getByRole('article').locator('h2').allInnerTexts()).toEqual([coach.name])
    await search.fill('nobody by this name')
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    await shootWidths(page, 'directory-no-matches')
    await page.getByRole('button', { name: 'Clear search' }).click()
    await page.getByRole('article').first().waitFor()

    await page.getByRole('button', { name: 'Refresh' }).click()
    const notice = page.getByRole('status').getByText('Directory refreshed!')
    await notice.waitFor()
    // Brief: it goes by itself, and never stood in the way of the page.
    await notice.waitFor({ state: 'detached' })
    expect(coachPage.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
    expect(hiderPage.errors).toEqual([])
  })

  it('lets a member turn news e-mails off beside the schedule e-mails, and keeps the choice', async () => {
    const page = hiderPage
    await page.goto(`${app.baseUrl}/profile`)
    const card = page.getByRole('region', { name: 'News e-mails' })
    const box = card.getByLabel(/E-mail me team news articles/)
    await expect.poll(() => box.isChecked()).toBe(true)
    await box.uncheck()
    await card.getByText('Profile updated successfully!').waitFor()
    await expect.poll(() => api<{ enabled: boolean }>(page, 'GET', '/api/news-emails')).toEqual({ enabled: false })
    await page.reload()
    expect(
      await page
        .getByRole('region', { name: 'News e-mails' })
        .getByLabel(/E-mail me/)
        .isChecked(),
    ).toBe(false)
    await shootWidths(page, 'profile-news-mails')
  })
})
