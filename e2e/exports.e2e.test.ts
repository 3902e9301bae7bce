import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { headerMenuButton, waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

/** The pages of a PDF Chromium printed: each is an object of `/Type /Page` (the tree above them is `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0

describe('exports for the club', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    parentPage = await openZonedPage(browser, 'Europe/London')
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    await api(coachPage, 'POST', '/api/players', {
      name: 'Maya Lopez',
      jerseyNumber: 7,
      parentEmails: [parent.email],
      medicalInfo: 'Peanut allergy',
    })
    await api(coachPage, 'POST', '/api/players', { name: '=HYPERLINK("x")', jerseyNumber: 8 })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('a coach finds Exports in the menu and downloads the roster as a CSV file', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/dashboard`)
    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Exports' }).click()
    await waitForPath(page, '/exports')
    await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor()
    await expectAccessible(page, 'the Exports page')
    await shootWidths(page, 'exports')
    await page.emulateMedia({ colorScheme: 'dark' })
    await shootWidths(page, 'exports-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Roster CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^lakeside-otters-roster-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile(await download.path(), 'utf8')
    expect(text.startsWith('\uFEFFName,Jersey number,Position,Parents,Parent phones,Parent e-mails')).toBe(true)
    expect(text).toContain('Maya Lopez,7,Midfielder,Robin Lopez')
    expect(text).toContain(`"'=HYPERLINK(""x"")"`)
    expect(text).not.toContain('Peanut allergy')
  })

  it('warns before the roster with the children’s medical data, and downloads it only when confirmed', async () => {
    const page = coachPage
    await page.getByRole('button', { name: 'Download with medical data…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download children’s medical data?' })
    await dialog.getByText('these are children’s data').waitFor()
    await expectAccessible(page, 'the medical data warning')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Download with medical data…' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download with medical data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^lakeside-otters-roster-with-medical-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await readFile(await download.path(), 'utf8')).toContain('Peanut allergy')
  })

  it('prints the roster and contact sheet without the app around it', async () => {
    const page = coachPage
    await page.getByRole('link', { name: 'Open roster sheet' }).click()
    await waitForPath(page, '/print-roster')
    const sheet = page.getByRole('article', { name: 'Lakeside Otters: Roster and contacts' })
    await sheet.getByRole('rowheader', { name: 'Maya Lopez' }).waitFor()
    await sheet.getByText(parent.email).waitFor()
    await expectAccessible(page, 'the roster sheet')
    await shootWidths(page, 'print-roster')

    // Printed from a phone in dark mode: still black on white.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    try {
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).first().isVisible()).toBe(false)
      expect(await page.locator('.top-bar').isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
      expect(await sheet.getByRole('rowheader', { name: 'Maya Lopez' }).isVisible()).toBe(true)
      // Black on white, whatever the theme.
      const colours = await sheet.evaluate((element) => ({
        color: getComputedStyle(element).color,
        sheet: getComputedStyle(element).backgroundColor,
        page: getComputedStyle(document.documentElement).backgroundColor,
      }))
      expect(colours).toEqual({ color: 'rgb(0, 0, 0)', sheet: 'rgb(255, 255, 255)', page: 'rgb(255, 255, 255)' })
      await shootWidths(page, 'print-roster-printed', [1280])
    } finally {
      await page.emulateMedia({ media: 'screen', colorScheme: 'light' })
    }
  })

  it('prints the schedule with the weekday, the end, when to arrive, the address and the team’s time zone', async () => {
    const page = coachPage
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    await api(page, 'POST', '/api/calendar-events', {
      title: 'Saturday game',
      type: 'game',
      date,
      time: '10:00',
      endTime: '11:30',
      location: 'Riverside Park',
      address: '12 Mill Lane, Lakeside',
      opponent: 'Hillside',
      arriveMinutesEarly: 30,
    })
    await page.goto(`${app.baseUrl}/print-schedule`)
    const sheet = page.getByRole('article', { name: 'Lakeside Otters: Schedule' })
    await sheet.getByText('Riverside Park').waitFor()
    const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })
    const row = sheet.getByRole('row', { name: /Saturday game vs Hillside/ })
    const cells = await row.getByRole('cell').allInnerTexts()
    expect(cells[0]).toMatch(new RegExp(`^${weekday}, `))
    expect(cells[1]).toContain('10:00 AM–11:30 AM')
    expect(cells[1]).toContain('Arrive by 9:30 AM')
    // The type in a column of its own: printed in black, it would otherwise run into the title.
    expect(cells[2]).toBe('Game')
    expect(await row.getByRole('rowheader').innerText()).toBe('Saturday game vs Hillside')
    expect(cells[3]).toContain('12 Mill Lane, Lakeside')
    await sheet.getByText('All times are in the team’s time zone (Europe/London).').waitFor()
    await sheet.getByText(/^Printed [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor()
    await expectAccessible(page, 'the schedule sheet')
    await shootWidths(page, 'print-schedule')

    await page.emulateMedia({ media: 'print' })
    try {
      await shootWidths(page, 'print-schedule-printed', [1280, 375])
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
    await page.emulateMedia({ media: null })
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(1)
  })

  it('prints a squad of twenty with two contacts each on one page, on A4 and on Letter', async () => {
    const page = coachPage
    await api(parentPage, 'PATCH', '/api/profile', {
      name: parent.name,
      phoneNumber: '5551234567',
      privacy: { showPhone: true, showEmail: true, showAddress: false },
    })
    const names = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gus', 'Hana', 'Isa', 'Jon', 'Kai', 'Lia']
    const surnames = ['Montgomery-Hughes', 'Abernathy', 'Okonkwo', 'Fitzgerald', 'Delacroix', 'Vasquez']
    // Two are on the roster already (see beforeAll): eighteen more make twenty.
    for (let i = 0; i < 18; i++) {
      await api(page, 'POST', '/api/players', {
        name: `${names[i % names.length]} ${surnames[i % surnames.length]}`,
        jerseyNumber: 10 + i,
        position: 'Defender',
        parentEmails: [parent.email, coach.email],
      })
    }
    await page.goto(`${app.baseUrl}/print-roster`)
    const sheet = page.getByRole('article', { name: 'Lakeside Otters: Roster and contacts' })
    await expect.poll(() => sheet.getByRole('row').count()).toBe(21)
    await sheet.getByText('(555) 123-4567').first().waitFor()

    // A PDF is printed with print styles, unless the page was told to keep the screen's (as the tests above do).
    await page.emulateMedia({ media: null })
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(1)
    expect(pageCount(await page.pdf({ format: 'Letter' }))).toBe(1)
    await page.emulateMedia({ media: 'print' })
    try {
      await shootWidths(page, 'print-roster-twenty-printed', [1280])
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
  })

  it('a parent sees no Exports entry, the page sends them away, and the server refuses the file', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/dashboard`)
    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Profile Settings' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Exports' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.goto(`${app.baseUrl}/exports`)
    await waitForPath(page, '/dashboard')
    const status = await page.evaluate(async () => (await fetch('/api/exports/roster.csv')).status)
    expect(status).toBe(403)
  })
})
