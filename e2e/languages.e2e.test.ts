import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, newContext, type TestPage } from './support/browser'
import { cutTexts } from './support/cut-text'
import { dayIn } from './support/dates'
import { fillFields } from './support/fields'
import { waitForPath } from './support/navigation'
import { shoot, shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Lena Koch', email: 'lena.koch@example.de', password: 'anstoss-2026' })
const teamName = 'FC Lindenau U10'
const timeZone = 'Europe/Berlin'

/** A page of a phone or laptop set to a language and zone, as a family's own would be, recording page errors. */
async function openLocalPage(browser: Browser, locale: string, width = 1280): Promise<TestPage> {
  const context = await newContext(browser, { locale, timezoneId: timeZone, viewport: { width, height: 800 } })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
}

const mainNav = (page: TestPage) => page.locator('.top-bar__nav')

describe("the app in each family's language", () => {
  let app: SharedApp
  let browser: Browser
  let page: TestPage
  let month: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    page = await openLocalPage(browser, 'de-DE')
    await setUpTeamThroughApi(page, app.baseUrl, coach, teamName)
    // Tomorrow's game, at half past six in the evening on the team's clocks.
    const day = dayIn(timeZone, 1)
    month = day.slice(0, 7)
    await api(page, 'POST', '/api/calendar-events', {
      title: 'Pokalspiel',
      type: 'game',
      date: day,
      time: '18:30',
      location: 'Sportplatz Lindenau, Platz 2',
      opponent: 'SV Grünau',
    })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('speaks German to a browser in German: the navigation, a 24-hour clock and Monday-first weeks', async () => {
    await page.goto(`${app.baseUrl}/dashboard`)
    await waitForPath(page, '/dashboard')
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Kalender' }).count()).toBe(1)
    expect(await mainNav(page).innerText()).toMatch(/Übersicht[\s\S]*Spieler[\s\S]*Chat[\s\S]*Statistik/)
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE')

    await page.goto(`${app.baseUrl}/calendar?view=month&month=${month}`)
    await expect.poll(() => page.getByText('18:30').count()).toBeGreaterThan(0)
    expect(await page.getByText(/6:30\sPM/).count()).toBe(0)
    // The week starts on Monday, as German calendars have it.
    expect(await page.locator('.month-grid thead abbr').first().getAttribute('title')).toBe('Montag')
    await shootWidths(page, 'language-de-calendar')

    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await expect.poll(() => page.getByText(/18:30/).count()).toBeGreaterThan(0)
    expect(page.errors).toEqual([])

    // The frame painted before any script has run is German too: the server sends the build's German page, with
    // the page's heading to a member of the team (the session's), the plain frame to nobody in particular.
    const firstPaint = await newContext(browser, { locale: 'de-DE', javaScriptEnabled: false })
    const before = await firstPaint.newPage()
    await before.goto(`${app.baseUrl}/calendar`)
    expect(await before.locator('html').getAttribute('lang')).toBe('de')
    expect(await before.locator('.top-bar__nav').innerText()).toMatch(/Übersicht[\s\S]*Spieler[\s\S]*Kalender/)
    expect(await before.locator('main h1').count()).toBe(0)
    await firstPaint.addCookies(await page.context().cookies())
    await before.goto(`${app.baseUrl}/calendar`)
    expect(await before.locator('html').getAttribute('lang')).toBe('de')
    expect(await before.locator('.top-bar__nav').innerText()).toMatch(/Übersicht[\s\S]*Spieler[\s\S]*Kalender/)
    expect(await before.locator('main h1').innerText()).toBe('Team\u00ADkalender')
    await firstPaint.close()
  })

  it('has no serious or critical accessibility problem on the main pages and Team Settings in German, on a laptop and a phone', async () => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/dashboard', '/calendar', '/players', '/profile', '/team-settings']) {
        await page.goto(`${app.baseUrl}${path}`)
        await waitForPath(page, path)
        await page.locator('main h1').first().waitFor()
        await expectAccessible(page, `${path} in German at ${width} px`)
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${app.baseUrl}/dashboard`)
    await shootWidths(page, 'language-de-dashboard')
  })

  it('saves the team language on a hanging network once it answers, saying meanwhile in German that it waits for signal', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${app.baseUrl}/team-settings`)
    await waitForPath(page, '/team-settings')
    const save = page.getByRole('button', { name: 'Änderungen speichern' })
    await page.getByLabel('Teamsprache').selectOption('es')

    // Without a network the save is refused at once, in German, and the choice stays in the form.
    await page.context().setOffline(true)
    try {
      await save.click()
      await page.getByText('Server nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.').waitFor()
    } finally {
      await page.context().setOffline(false)
    }
    expect(await page.getByLabel('Teamsprache').inputValue()).toBe('es')

    // One bar of signal: the request goes out and nothing answers. The button says why it is still busy.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/team', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback()
      await held
      await route.continue()
    })
    try {
      await save.click()
      await page.getByRole('button', { name: 'Warte auf Empfang …' }).waitFor()
      await shootWidths(page, 'language-de-team-settings-waiting', [375])
    } finally {
      release()
    }
    await page.getByText('Teameinstellungen gespeichert.').waitFor()
    await page.unroute('**/api/team')
    const team = await api<{ name: string; ageGroup: string; timeZone: string; language: string }>(
      page,
      'GET',
      '/api/team',
    )
    expect(team.language).toBe('es')
    const { name, ageGroup, timeZone } = team
    await api(page, 'PATCH', '/api/team', { name, ageGroup, timeZone, language: 'de' })
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(page.errors).toEqual([])
  })

  it('changes to Spanish at once when chosen in the profile, and stays Spanish at the next sign-in', async () => {
    await page.goto(`${app.baseUrl}/profile`)
    await waitForPath(page, '/profile')
    await page.getByLabel('Sprache der App, der E-Mails und der Benachrichtigungen').selectOption('es')
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Calendario' }).count()).toBe(1)
    expect(await mainNav(page).getByRole('link', { name: 'Kalender' }).count()).toBe(0)
    await expect.poll(() => page.getByText('Idioma guardado.').count()).toBe(1)
    expect(await page.locator('html').getAttribute('lang')).toBe('es-ES')
    await shootWidths(page, 'language-es-profile')

    // Another device, its browser still in German: the account's choice wins once signed in.
    const other = await openLocalPage(browser, 'de-DE', 375)
    const signedIn = await other.request.post(`${app.baseUrl}/api/auth/sign-in`, {
      data: { email: coach.email, password: coach.password },
      headers: { Origin: app.baseUrl },
    })
    expect(signedIn.status()).toBe(200)
    await other.goto(`${app.baseUrl}/dashboard`)
    await waitForPath(other, '/dashboard')
    await expect.poll(() => other.locator('.phone-menu__button').innerText()).toBe('Menú')
    expect(await other.locator('html').getAttribute('lang')).toBe('es-ES')
    expect(other.errors).toEqual([])
    await other.close()
  })

  it('starts in English when the words of German do not come on a first visit, and speaks German once they do', async () => {
    const context = await newContext(browser, { locale: 'de-DE', timezoneId: timeZone })
    const phone = await context.newPage()
    // One bar of signal: the request for the German words is accepted and not answered, until it is let through.
    let held: (() => Promise<void>) | undefined
    await phone.route(/\/assets\/catalog\.de-[\w-]+\.js$/, (route) => {
      held = () => route.continue()
    })
    await phone.goto(`${app.baseUrl}/auth`)
    await expect.poll(() => phone.getByRole('tab', { name: 'Sign in' }).count()).toBe(1)
    expect(held).toBeDefined()
    await held!()
    await expect.poll(() => phone.getByRole('tab', { name: 'Anmelden' }).count()).toBe(1)
    await context.close()
  })

  it("speaks the team's language to someone joining from a phone in a language the app does not speak", async () => {
    // The coach (in Spanish since the test before) makes German the team's language in its settings.
    await page.goto(`${app.baseUrl}/team-settings`)
    await waitForPath(page, '/team-settings')
    await page.getByLabel('Idioma del equipo').selectOption('de')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect.poll(() => page.getByText('Ajustes del equipo guardados.').count()).toBe(1)
    await shootWidths(page, 'language-team-settings')
    const { code } = await api<{ code: string }>(page, 'POST', '/api/invites', { relationship: 'parent_guardian' })

    // A French phone: the register screen speaks the team's German, and the account made there keeps it.
    const french = await openLocalPage(browser, 'fr-FR', 375)
    await french.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await expect.poll(() => french.getByText(`Du bist eingeladen, ${teamName} als`).count()).toBe(1)
    expect(await french.locator('html').getAttribute('lang')).toMatch(/^de/)
    await shoot(french, 'language-join-in-team-language')
    const parent = unique({ name: 'Camille Martin', email: 'camille@example.fr', password: 'allez-les-bleus' })
    await fillFields(french, {
      'Dein Name': parent.name,
      'E-Mail': parent.email,
      Passwort: parent.password,
      'Passwort bestätigen': parent.password,
    })
    await french.getByRole('button', { name: 'Team beitreten' }).click()
    await waitForPath(french, '/dashboard')
    const me = await api<{ user: { language: string | null } }>(french, 'GET', '/api/auth/session')
    expect(me.user.language).toBe('de')
    expect(french.errors).toEqual([])
    await french.close()
  })

  it('lays out every team page at 375 px in the pseudo-locale (40 % longer), and the main ones right to left, with nothing wider than the screen and no words cut', async () => {
    const pseudo = await openLocalPage(browser, 'en-US', 375)
    await pseudo.addInitScript(() => localStorage.setItem('teamspace.pseudo', '1'))
    await setUpTeamThroughApi(pseudo, app.baseUrl, unique({ ...coach, email: 'pseudo.coach@example.org' }), teamName)
    const overflowing = async () =>
      pseudo.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    const pages = ['/dashboard', '/players', '/calendar', '/chat', '/stats', '/gallery', '/volunteers', '/profile']
    // Every other page of a team, left to right: its words are no shorter.
    const otherPages = [
      '/activity',
      '/attendance',
      '/directory',
      '/news',
      '/exports',
      '/help',
      '/player-of-match',
      '/team-settings',
      '/print-roster',
      '/print-schedule',
    ]
    for (const dir of ['ltr', 'rtl'] as const) {
      for (const path of dir === 'ltr' ? [...pages, ...otherPages] : pages) {
        await pseudo.goto(`${app.baseUrl}${path}`)
        await waitForPath(pseudo, path)
        await pseudo.locator('main h1').first().waitFor()
        await pseudo.evaluate((dir) => (document.documentElement.dir = dir), dir)
        // The page's words are the pseudo-locale's, accented and marked where they were made longer, once the app has
        // replaced the heading the server's page holds in English.
        await expect.poll(() => pseudo.locator('main h1').first().innerText()).toMatch(/·/)
        await shoot(pseudo, `language-pseudo-${dir}${path.replace('/', '-')}`)
        expect(await overflowing(), `${path} (${dir}) is wider than the screen`).toBeLessThanOrEqual(0)
        expect(await cutTexts(pseudo), `words cut on ${path} (${dir})`).toEqual([])
      }
    }
    // A message with a link in its words is the pseudo-locale's too (the volunteers' empty page links to the calendar).
    await pseudo.goto(`${app.baseUrl}/volunteers`)
    const calendarLink = pseudo.locator('main').getByRole('link', { name: /^Šçhé+dülé .*Çáá+léñdár·$/ })
    await calendarLink.waitFor()
    expect(pseudo.errors).toEqual([])
    await pseudo.close()
  })
})
