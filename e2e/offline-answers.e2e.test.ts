import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { findChromium, launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, shortDate } from './support/dates'
import { shootWidths } from './support/screenshots'
import { keptSaves } from './support/outbox'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique } from './support/sign-in'
import { waitTimeoutMs } from './support/timeouts'

const coach = unique({ name: 'Lena Ortiz', email: 'lena.ortiz@example.com', password: 'goal-kick-31' })
const parent = unique({ name: 'Sam Whitaker', email: 'sam.whitaker@example.com', password: 'sideline-58' })
const teamZone = 'America/Denver'
const practiceDay = dayIn(teamZone, 2)
const gameDay = dayIn(teamZone, 9)
const snacks = 'Snacks – Cup Final'
const cleanup = 'Cleanup – Cup Final'

/** The query keys of the answers this phone keeps for its pages (offline-cache.ts), as JSON. */
const keptAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('teamspace-offline')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('answers')) {
            open.result.close()
            resolve([])
            return
          }
          const read = open.result.transaction('answers').objectStore('answers').getAll()
          read.onsuccess = () => {
            open.result.close()
            const records = read.result as { queries?: { queryKey: unknown }[] }[]
            resolve(records.flatMap((record) => (record.queries ?? []).map((query) => JSON.stringify(query.queryKey))))
          }
          read.onerror = () => reject(new Error(String(read.error)))
        }
      }),
  )

const strip = (page: Page) => page.locator('.outbox-status')
const card = (page: Page, title: string) => page.getByRole('article', { name: title })

/** Shoots the page at 375 px in the light and the dark theme. */
async function shootBothThemes(page: Page, name: string) {
  await shootWidths(page, `${name}-light`, [375])
  await page.emulateMedia({ colorScheme: 'dark' })
  await shootWidths(page, `${name}-dark`, [375])
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('what a family answers, answered without signal', () => {
  let app: SharedApp
  let browser: Browser
  let desk: TestPage
  // The parent's phone: a browser profile of its own, so that the service worker keeps the app for pages opened offline.
  let profile: string
  let phone: BrowserContext
  let page: Page
  let teamId: string
  const ids = new Map<string, string>()

  /** Opens one of the team's events from the calendar's list, without the address naming it. */
  async function openFromList(title: string) {
    await page.goto(`${app.baseUrl}/t/${teamId}/calendar?view=list`)
    await page.getByRole('button', { name: new RegExp(title) }).click()
    return page.getByRole('dialog', { name: title })
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    desk = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(desk, app.baseUrl, coach, 'Harbour Lions')
    for (const name of ['Mia Whitaker', 'Leo Whitaker']) {
      const player = await api<{ id: string }>(desk, 'POST', '/api/players', { name, parentEmails: [parent.email] })
      ids.set(name, player.id)
    }
    for (const [title, type, date] of [
      ['Tuesday practice', 'practice', practiceDay],
      ['Cup Final', 'game', gameDay],
      ['Summer tournament', 'game', dayIn(teamZone, 45)],
    ] as const) {
      const { id } = await api<{ id: string }>(desk, 'POST', '/api/calendar-events', {
        title,
        type,
        date,
        time: '17:00',
        location: 'Lakeside Park',
        opponent: type === 'game' ? 'Eastside United' : '',
      })
      ids.set(title, id)
    }
    for (const type of ['snacks', 'cleanup']) {
      await api(desk, 'POST', '/api/volunteer-needs', {
        calendarEventId: ids.get('Cup Final'),
        type,
        slotsNeeded: 2,
        offsetMinutes: 0,
      })
    }

    profile = await mkdtemp(join(tmpdir(), 'teamspace-e2e-phone-'))
    phone = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      viewport: { width: 375, height: 740 },
      timezoneId: teamZone,
    })
    phone.setDefaultTimeout(waitTimeoutMs)
    page = phone.pages()[0] ?? (await phone.newPage())
    await joinTeamThroughApi(desk, page, app.baseUrl, parent, 'parent_guardian')
    teamId = (await api<{ user: { teamId: string } }>(page, 'GET', '/api/auth/session')).user.teamId
  })

  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  it('keeps the coming weeks on the phone while online: an event never opened is answered Going without signal', async () => {
    // The coach moves the Cup Final: the family will be asked to confirm it.
    await api(desk, 'PUT', `/api/calendar-events/${ids.get('Cup Final')}`, {
      title: 'Cup Final',
      type: 'game',
      date: gameDay,
      time: '17:00',
      location: 'North Field',
      opponent: 'Eastside United',
      version: 1,
    })

    // Only the dashboard is seen; the worker in place first, so that it answers the loads without signal.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The events' answers, their schedule change and the volunteer needs are kept without any of them being opened.
    await expect
      .poll(async () => {
        const kept = await keptAnswers(page)
        return [
          kept.includes(JSON.stringify(['availability', ids.get('Tuesday practice')])),
          kept.includes(JSON.stringify(['availability', ids.get('Cup Final')])),
          kept.includes(JSON.stringify(['reminders', 'schedule-change', ids.get('Cup Final')])),
          kept.includes(JSON.stringify(['volunteers', 'page'])),
        ]
      })
      .toEqual([true, true, true, true])

    await phone.setOffline(true)
    // A fresh start without signal: the app from the worker, the answers from the phone.
    const tuesday = await openFromList('Tuesday practice')
    const mia = tuesday.getByRole('group', { name: /^Mia Whitaker/ })
    await mia.getByRole('radio', { name: 'Going', exact: true }).check()
    await mia.getByRole('status').filter({ hasText: 'Waiting for signal' }).waitFor()
    await expect.poll(() => strip(page).innerText()).toBe('waiting for signal · 1 queued')
    const [going] = await keptSaves(page)
    expect(going?.description).toBe(`Going for Mia Whitaker – Tuesday practice, ${shortDate(practiceDay)}`)
    await page.keyboard.press('Escape')

    // An event further ahead than the weeks kept says so, rather than loading for good.
    const summer = await openFromList('Summer tournament')
    await summer
      .getByText('Who is coming was not saved on this phone. It will load when you are back online.')
      .waitFor()
    expect(await summer.getByText('Loading availability…').count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('keeps “Got it” without signal, said to wait, and never asks twice', async () => {
    const cup = await openFromList('Cup Final')
    await cup.getByText('This game is now at North Field (was Lakeside Park).').waitFor()
    await cup.getByRole('button', { name: 'Got it' }).click()
    await cup.getByRole('status').getByText('Got it · waiting for signal').waitFor()
    expect(await cup.getByRole('button', { name: 'Got it' }).count()).toBe(0)
    await shootBothThemes(page, 'offline-got-it-waiting')
    await expectAccessible(page, 'a “Got it” waiting for signal', [375])

    // The app started again without signal: the notice still says it waits.
    const again = await openFromList('Cup Final')
    await again.getByRole('status').getByText('Got it · waiting for signal').waitFor()
    expect(await again.getByRole('button', { name: 'Got it' }).count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('shows a sign-up made without signal on its card as waiting, and a second tap does not queue another', async () => {
    await page.goto(`${app.baseUrl}/t/${teamId}/volunteers`)
    const need = card(page, snacks)
    await need.getByRole('button', { name: `Sign Up to Help: ${snacks}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign Up to Help' })
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Orange slices')
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    await need.getByRole('status').filter({ hasText: 'Sign-up waiting for signal' }).waitFor()
    const mine = need.getByRole('list', { name: `Signed up for ${snacks}` }).getByRole('listitem')
    await expect.poll(() => mine.innerText()).toMatch(/Sam Whitaker – Orange slices\s*Waiting for signal/)
    // The card offers no second sign-up: its button takes the waiting one back instead.
    expect(await need.getByRole('button', { name: `Sign Up to Help: ${snacks}` }).count()).toBe(0)
    await need.getByRole('button', { name: `Withdraw from ${snacks}` }).waitFor()
    await page.getByRole('region', { name: 'My sign-ups' }).getByText(snacks).waitFor()
    await shootBothThemes(page, 'offline-sign-up-waiting')
    await expectAccessible(page, 'a sign-up waiting for signal', [375])

    // A sign-up made without signal can be taken back before it is sent: nothing of it is sent.
    const other = card(page, cleanup)
    await other.getByRole('button', { name: `Sign Up to Help: ${cleanup}` }).click()
    await page
      .getByRole('dialog', { name: 'Sign Up to Help' })
      .getByRole('button', { name: 'Sign Up', exact: true })
      .click()
    await other.getByRole('status').filter({ hasText: 'Sign-up waiting for signal' }).waitFor()
    await other.getByRole('button', { name: `Withdraw from ${cleanup}` }).click()
    await other.getByRole('button', { name: `Sign Up to Help: ${cleanup}` }).waitFor()
    await other.getByText('Nobody has signed up yet.').waitFor()

    // After a reload without signal the card still says so, and still offers no second one.
    await page.reload()
    await card(page, snacks).getByRole('status').filter({ hasText: 'Sign-up waiting for signal' }).waitFor()
    expect(
      await card(page, snacks)
        .getByRole('button', { name: `Sign Up to Help: ${snacks}` })
        .count(),
    ).toBe(0)
    const signUps = (await keptSaves(page)).filter((save) => save.method === 'POST' && save.path.endsWith('/sign-up'))
    expect(signUps.map((save) => save.description)).toEqual([`Sign-up for ${snacks}, ${shortDate(gameDay)}`])
    await expect.poll(() => strip(page).innerText()).toBe('waiting for signal · 3 queued')
  })

  it('sends each once when the signal returns: the Going, the “Got it” and the sign-up, as the coach sees them', async () => {
    await phone.setOffline(false)
    await expect.poll(async () => (await keptSaves(page)).map((save) => save.fate)).toEqual(['sent', 'sent', 'sent'])
    await expect.poll(() => strip(page).innerText()).toBe('')

    const tuesday = await api<{ counts: { going: number }; players: { playerName: string; answer: string | null }[] }>(
      desk,
      'GET',
      `/api/calendar-events/${ids.get('Tuesday practice')}/availability`,
    )
    expect(tuesday.counts.going).toBe(1)
    expect(tuesday.players.map((player) => [player.playerName, player.answer]).sort()).toEqual([
      ['Leo Whitaker', null],
      ['Mia Whitaker', 'going'],
    ])
    const seen = await api<{ seen: { seen: number; total: number } }>(
      desk,
      'GET',
      `/api/calendar-events/${ids.get('Cup Final')}/schedule-change`,
    )
    expect(seen.seen).toMatchObject({ seen: 1, total: 1 })
    const { needs } = await api<{ needs: { title: string; volunteers: { name: string; note: string }[] }[] }>(
      desk,
      'GET',
      '/api/volunteer-needs',
    )
    expect(needs.find((need) => need.title === snacks)?.volunteers).toMatchObject([
      { name: parent.name, note: 'Orange slices' },
    ])

    // Team Activity tells each once: one answer for Mia, one sign-up (the one taken back never left the phone).
    const { entries } = await api<{ entries: { sentence: string }[] }>(desk, 'GET', '/api/history')
    const told = entries.map((entry) => entry.sentence)
    expect(told.filter((sentence) => sentence.includes('answered “Going” for Mia Whitaker'))).toHaveLength(1)
    expect(told.filter((sentence) => sentence.startsWith(`${parent.name} signed up for`))).toHaveLength(1)

    // The card now shows the sign-up as the server has it.
    await page.goto(`${app.baseUrl}/t/${teamId}/volunteers`)
    await card(page, snacks).getByText('1 of 2 filled').waitFor()
    await card(page, snacks)
      .getByRole('button', { name: `Withdraw from ${snacks}` })
      .waitFor()
    expect(await card(page, snacks).getByText('Waiting for signal').count()).toBe(0)
  })

  it('names a refused answer’s event and day, and Edit opens that event, or says it no longer exists', async () => {
    await phone.setOffline(true)
    const cup = await openFromList('Cup Final')
    const leo = cup.getByRole('group', { name: /^Leo Whitaker/ })
    await leo.getByRole('radio', { name: 'Not going' }).check()
    await leo.getByRole('status').filter({ hasText: 'Waiting for signal' }).waitFor()
    await page.keyboard.press('Escape')
    const tuesday = await openFromList('Tuesday practice')
    const mia = tuesday.getByRole('group', { name: /^Mia Whitaker/ })
    await mia.getByRole('radio', { name: 'Maybe' }).check()
    await mia.getByRole('status').filter({ hasText: 'Waiting for signal' }).waitFor()
    await page.keyboard.press('Escape')

    // Meanwhile Leo leaves the roster and Tuesday's practice is cancelled: both answers are refused when sent.
    await api(desk, 'DELETE', `/api/players/${ids.get('Leo Whitaker')}`)
    await api(desk, 'DELETE', `/api/calendar-events/${ids.get('Tuesday practice')}`)
    await phone.setOffline(false)
    await expect.poll(() => strip(page).innerText()).toBe('2 not sent')

    await strip(page).getByRole('button').click()
    const list = page.getByRole('dialog', { name: 'Saved on this phone' })
    const leoRefused = list
      .locator('.outbox-item')
      .filter({ hasText: `Not going for Leo Whitaker – Cup Final, ${shortDate(gameDay)}` })
    const miaRefused = list
      .locator('.outbox-item')
      .filter({ hasText: `Maybe for Mia Whitaker – Tuesday practice, ${shortDate(practiceDay)}` })
    await leoRefused.getByText('Not sent').waitFor()
    await miaRefused.getByText('Not sent').waitFor()
    await shootBothThemes(page, 'offline-refused-named')
    await expectAccessible(page, 'refused saves naming their events', [375])

    // Edit opens the event itself, where the answers are given anew.
    await leoRefused.getByRole('button', { name: 'Edit' }).click()
    const reopened = page.getByRole('dialog', { name: 'Cup Final' })
    await reopened.getByRole('heading', { name: 'Availability' }).waitFor()
    await reopened.getByRole('group', { name: /^Mia Whitaker/ }).waitFor()
    await reopened.getByRole('button', { name: 'Close' }).last().click()

    // The practice is gone: Edit says so rather than showing a list where nothing can be changed.
    await strip(page).getByRole('button').click()
    await page
      .getByRole('dialog', { name: 'Saved on this phone' })
      .locator('.outbox-item')
      .filter({ hasText: 'Tuesday practice' })
      .getByRole('button', { name: 'Edit' })
      .click()
    await page.getByText('This event no longer exists.').waitFor()
    await shootBothThemes(page, 'offline-refused-event-gone')
  })
})
