import type { Browser, BrowserContext, Page } from 'playwright-core'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../services/src/platform/db/database'
import { api } from './support/api'
import { launchBrowser, newContext, openZonedPage, type TestPage } from './support/browser'
import { dayIn, shortDate } from './support/dates'
import { expectAccessible } from './support/accessibility'
import { labelled } from './support/fields'
import { keptSaves } from './support/outbox'
import { shootWidths } from './support/screenshots'
import { startAppKeepingData, type AppWithKeptData } from './support/server'
import { joinTeamThroughApi, setUpTeamThroughApi, signIn, type Person } from './support/sign-in'

const coach: Person = { name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' }
const parent: Person = { name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' }
const teamZone = 'America/Denver'
const thread = 'Match day'

const strip = (page: Page) => page.locator('.outbox-status')

/** A phone of its own (its own cookies and IndexedDB), 375 px wide, with the app's service worker. */
async function phone(browser: Browser): Promise<BrowserContext> {
  return newContext(browser, { viewport: { width: 375, height: 760 }, timezoneId: teamZone, serviceWorkers: 'allow' })
}

/** Waits until the app's service worker is ready, so pages opened from now on start without a network too. */
const appKept = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

/** The page reloaded without signal: the service worker serves the app. */
async function reloadOffline(page: Page) {
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await page.reload()
}

/** Opens the event's detail from the calendar's list, on a phone. */
async function openEvent(page: Page, baseUrl: string, title: string) {
  await page.goto(`${baseUrl}/calendar`)
  await page.getByRole('tab', { name: 'List' }).click()
  await page.getByRole('button', { name: new RegExp(title) }).click()
  return page.getByRole('dialog', { name: title })
}

describe('saves made without signal', () => {
  let app: AppWithKeptData
  let browser: Browser
  let desk: TestPage
  let coachPhone: BrowserContext
  let parentPhone: BrowserContext
  const ids = new Map<string, string>()
  let keys: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startAppKeepingData({ env: { AUTH_RATE_LIMIT: '200' } })
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('keeps a stat line, an attendance sheet, a chat message and an availability tap, each shown as queued', async () => {
    desk = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(desk, app.baseUrl, coach, 'Lakeside Otters')
    const mia = await api<{ id: string }>(desk, 'POST', '/api/players', {
      name: 'Mia Lopez',
      jerseyNumber: 7,
      position: 'Forward',
      parentEmails: [parent.email],
    })
    ids.set('Mia Lopez', mia.id)
    await api(desk, 'POST', '/api/players', { name: 'Leo Chen', jerseyNumber: 10, position: 'Midfielder' })
    for (const [title, days] of [
      ['Tuesday practice', 1],
      ['Cup final', 2],
      ['Thursday practice', 3],
    ] as const) {
      const { id } = await api<{ id: string }>(desk, 'POST', '/api/calendar-events', {
        title,
        type: title === 'Cup final' ? 'game' : 'practice',
        date: dayIn(teamZone, days),
        time: '17:00',
        location: 'Lakeside Park',
        opponent: title === 'Cup final' ? 'Eastside United' : '',
      })
      ids.set(title, id)
    }
    await api(desk, 'POST', '/api/chat/threads', { title: thread, description: 'Who drives, who brings what' })

    // The coach's phone: each page open while there is signal, then the signal goes.
    coachPhone = await phone(browser)
    const signingIn = await coachPhone.newPage()
    await signingIn.goto(`${app.baseUrl}/auth`)
    await signIn(signingIn, coach)
    await signingIn.waitForURL(/\/dashboard$/)
    await appKept(signingIn)
    const stats = await coachPhone.newPage()
    await stats.goto(`${app.baseUrl}/stats`)
    await stats.getByRole('tab', { name: 'Track Stats' }).click()
    const attendance = await coachPhone.newPage()
    await attendance.goto(`${app.baseUrl}/attendance`)
    await attendance.getByRole('button', { name: 'Save Attendance' }).waitFor()
    const chat = await coachPhone.newPage()
    await chat.goto(`${app.baseUrl}/chat`)
    await chat.getByText(thread).first().click()
    const log = chat.getByRole('log', { name: `Messages in ${thread}` })
    await log.waitFor()
    await signingIn.close()

    await coachPhone.setOffline(true)

    await stats.getByRole('button', { name: /^Mia Lopez/ }).click()
    const record = stats.getByRole('dialog', { name: 'Record Game Stats' })
    await labelled(record, 'Game date').fill('2026-03-14')
    await labelled(record, 'Opponent').fill('Northside Strikers')
    await labelled(record, 'Minutes played').fill('45')
    await labelled(record, 'Goals').fill('2')
    await record.getByRole('button', { name: 'Save Stats' }).click()
    await stats.getByText('No signal: saved on this phone.').first().waitFor()

    await attendance
      .getByRole('group', { name: /Leo Chen/ })
      .getByRole('radio', { name: 'Absent' })
      .check()
    await attendance.getByRole('button', { name: 'Save Attendance' }).click()
    await attendance.getByText('No signal: saved on this phone.').waitFor()

    const composer = chat.getByRole('textbox', { name: 'Message', exact: true })
    await composer.fill('Meet at the car park at 8:30')
    await composer.press('Enter')
    const queued = chat.locator('.chat-message--queued').filter({ hasText: 'Meet at the car park at 8:30' })
    await queued.getByText('waiting for signal').waitFor()
    // Greyed and waiting: no red error.
    await expect.poll(() => chat.locator('.chat-composer__error').count()).toBe(0)
    await expect.poll(() => strip(chat).innerText()).toBe('waiting for signal · 3 queued')

    // Kept through a reload without signal: the phone still has all three, and says so.
    await reloadOffline(chat)
    await expect.poll(() => strip(chat).innerText()).toBe('waiting for signal · 3 queued')

    // The parent's phone: one tap on Going, one on Maybe, without signal.
    parentPhone = await phone(browser)
    const parentPage = await parentPhone.newPage()
    await joinTeamThroughApi(desk, parentPage, app.baseUrl, parent, 'parent_guardian')
    await appKept(parentPage)
    const tuesday = await openEvent(parentPage, app.baseUrl, 'Tuesday practice')
    const mayaTuesday = tuesday.getByRole('group', { name: /^Mia Lopez/ })
    await mayaTuesday.waitFor()
    const cupPage = await parentPhone.newPage()
    const cup = await openEvent(cupPage, app.baseUrl, 'Cup final')
    await cup.getByRole('group', { name: /^Mia Lopez/ }).waitFor()
    await parentPhone.setOffline(true)
    await mayaTuesday.getByRole('radio', { name: 'Going', exact: true }).check()
    await mayaTuesday.getByRole('status').filter({ hasText: 'Waiting for signal' }).waitFor()
    await cup
      .getByRole('group', { name: /^Mia Lopez/ })
      .getByRole('radio', { name: 'Maybe' })
      .check()
    await cup.getByRole('status').filter({ hasText: 'Waiting for signal' }).waitFor()
    await reloadOffline(cupPage)
    await expect.poll(() => strip(cupPage).innerText()).toBe('waiting for signal · 2 queued')

    keys = (await keptSaves(chat)).map((save) => save.id)
    expect(keys).toHaveLength(3)
    // Each names its event and day.
    expect((await keptSaves(parentPage)).map((save) => save.description).sort()).toEqual([
      `Going for Mia Lopez – Tuesday practice, ${shortDate(dayIn(teamZone, 1))}`,
      `Maybe for Mia Lopez – Cup final, ${shortDate(dayIn(teamZone, 2))}`,
    ])
    keys.push(...(await keptSaves(parentPage)).map((save) => save.id))

    // Nothing reached the server.
    const coachView = await api<{ counts: { going: number } }>(
      desk,
      'GET',
      `/api/calendar-events/${ids.get('Tuesday practice')}/availability`,
    )
    expect(coachView.counts.going).toBe(0)
  })

  it('sends them from IndexedDB once the signal returns, after the tabs were closed: each once, live on the coach’s screen', async () => {
    // Meanwhile the coach cancels the Cup final: the Maybe will be refused.
    await api(desk, 'DELETE', `/api/calendar-events/${ids.get('Cup final')}`)
    await desk.goto(`${app.baseUrl}/chat`)
    await desk.getByRole('log', { name: `Messages in ${thread}` }).waitFor()
    // The coach's desk also has the dashboard, the attendance page and Tuesday's answers open: each follows live.
    const deskDashboard = await desk.context().newPage()
    await deskDashboard.goto(`${app.baseUrl}/dashboard`)
    const totalGoals = deskDashboard
      .locator('.stat-card')
      .filter({ has: deskDashboard.getByRole('term').filter({ hasText: 'Total Goals' }) })
      .getByRole('definition')
    await expect.poll(() => totalGoals.innerText()).toBe('0')
    const deskAttendance = await desk.context().newPage()
    await deskAttendance.goto(`${app.baseUrl}/attendance`)
    const leoAttended = deskAttendance
      .getByRole('region', { name: 'Player Stats' })
      .locator('.attendance-stats__row')
      .filter({ hasText: 'Leo Chen' })
      .locator('.attendance-stats__figure strong')
    await leoAttended.waitFor()
    const leoBefore = await leoAttended.innerText()
    const deskTuesday = await openEvent(await desk.context().newPage(), app.baseUrl, 'Tuesday practice')
    const goingCount = deskTuesday.locator('.availability-count--going dd')
    await expect.poll(() => goingCount.innerText()).toBe('0')

    // The tabs are closed without signal; the phone opens the app again once it has signal.
    for (const page of coachPhone.pages()) await page.close()
    await coachPhone.setOffline(false)
    const again = await coachPhone.newPage()
    await again.goto(`${app.baseUrl}/dashboard`)

    // The message appears live on the coach's desk, once.
    const deskLog = desk.getByRole('log', { name: `Messages in ${thread}` })
    await deskLog.getByText('Meet at the car park at 8:30').waitFor()
    await expect.poll(() => deskLog.getByText('Meet at the car park at 8:30').count()).toBe(1)
    await expect.poll(async () => (await keptSaves(again)).every((save) => save.fate === 'sent')).toBe(true)

    for (const page of parentPhone.pages()) await page.close()
    await parentPhone.setOffline(false)
    const parentAgain = await parentPhone.newPage()
    await parentAgain.goto(`${app.baseUrl}/dashboard`)
    await expect.poll(() => strip(parentAgain).innerText()).toBe('1 not sent')

    // Shown on the coach's open pages without a reload: the goals, Leo's absence and the Going.
    await expect.poll(() => totalGoals.innerText()).toBe('2')
    await expect.poll(() => leoAttended.innerText()).toBe('0%')
    expect(leoBefore).not.toBe('0%')
    await expect.poll(() => goingCount.innerText()).toBe('1')
    await Promise.all([deskDashboard.close(), deskAttendance.close()])

    const stats = await api<{ goals: number }[]>(desk, 'GET', `/api/players/${ids.get('Mia Lopez')}/stats`)
    expect(stats.map((line) => line.goals)).toEqual([2])
    const tuesday = await api<{ counts: { going: number } }>(
      desk,
      'GET',
      `/api/calendar-events/${ids.get('Tuesday practice')}/availability`,
    )
    expect(tuesday.counts.going).toBe(1)
    const sheet = await api<{ records: { playerName: string; status: string }[] }>(
      desk,
      'GET',
      `/api/attendance/${ids.get('Tuesday practice')}`,
    )
    expect(sheet.records.find((record) => record.playerName === 'Leo Chen')?.status).toBe('absent')
  })

  it('shows a refusal with the server’s words, and lets it be discarded', async () => {
    const page = parentPhone.pages().at(-1)!
    await strip(page).getByRole('button').click()
    const list = page.getByRole('dialog', { name: 'Saved on this phone' })
    const refused = list.locator('.outbox-item').filter({ hasText: 'Maybe for Mia Lopez' })
    await refused.getByText('Not sent').waitFor()
    await expect.poll(() => refused.locator('.outbox-item__refusal').innerText()).not.toBe('')
    await refused.getByRole('button', { name: 'Discard' }).click()
    await expect.poll(() => list.locator('.outbox-item').filter({ hasText: 'Maybe for Mia Lopez' }).count()).toBe(0)
    await list.getByRole('button', { name: 'Close' }).last().click()
    await expect.poll(() => strip(page).innerText()).toBe('')
  })

  it('keeps one tap on Going through a reload, and the coach counts it', async () => {
    const page = parentPhone.pages().at(-1)!
    const detail = await openEvent(page, app.baseUrl, 'Thursday practice')
    const mia = detail.getByRole('group', { name: /^Mia Lopez/ })
    await mia.getByRole('radio', { name: 'Going', exact: true }).check()
    await mia.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    await page.reload()
    const reopened = await openEvent(page, app.baseUrl, 'Thursday practice')
    await expect
      .poll(() =>
        reopened
          .getByRole('group', { name: /^Mia Lopez/ })
          .getByRole('radio', { name: 'Going', exact: true })
          .isChecked(),
      )
      .toBe(true)
    const thursday = await api<{ counts: { going: number } }>(
      desk,
      'GET',
      `/api/calendar-events/${ids.get('Thursday practice')}/availability`,
    )
    expect(thursday.counts.going).toBe(1)
  })

  it('brings a refused game sheet back into its form with Edit: as typed, without the player who left', async () => {
    const sam = await api<{ id: string }>(desk, 'POST', '/api/players', {
      name: 'Sam Okafor',
      jerseyNumber: 4,
      position: 'Defender',
    })
    const page = coachPhone.pages().at(-1)!
    await page.goto(`${app.baseUrl}/stats`)
    await page.getByRole('tab', { name: 'Track Stats' }).click()
    await page.getByRole('button', { name: /^Sam Okafor/ }).waitFor()

    // The whole game typed without signal: Mia and Sam played.
    await coachPhone.setOffline(true)
    await page.getByRole('button', { name: 'Record Game', exact: true }).click()
    let sheet = page.getByRole('dialog', { name: 'Record Game' })
    await labelled(sheet, 'Game date').fill('2026-03-21')
    await labelled(sheet, 'Opponent').fill('Riverside Rovers')
    for (const [name, goals] of [
      ['Mia Lopez', '1'],
      ['Sam Okafor', '3'],
    ] as const) {
      await sheet.getByRole('checkbox', { name: `${name} played` }).check()
      await labelled(sheet, `Goals for ${name}`).fill(goals)
    }
    await sheet.getByRole('button', { name: 'Save Game' }).click()
    await sheet.getByText('No signal: saved on this phone.').waitFor()
    await sheet.waitFor({ state: 'detached' })

    // Sam leaves the roster meanwhile: the sheet, sent once the signal returns, is refused as a whole.
    await api(desk, 'DELETE', `/api/players/${sam.id}`)
    await coachPhone.setOffline(false)
    await expect.poll(() => strip(page).innerText()).toBe('1 not sent')
    await strip(page).getByRole('button').click()
    const list = page.getByRole('dialog', { name: 'Saved on this phone' })
    const refused = list.locator('.outbox-item').filter({ hasText: 'Game sheet against Riverside Rovers' })
    const refusal = await refused.locator('.outbox-item__refusal').innerText()
    expect(refusal).not.toBe('')
    await refused.getByRole('button', { name: 'Edit' }).click()

    // The form opens again as typed, with the server's words, for the players still on the roster.
    sheet = page.getByRole('dialog', { name: 'Record Game' })
    await sheet.getByText(refusal).waitFor()
    expect(await labelled(sheet, 'Opponent').inputValue()).toBe('Riverside Rovers')
    expect(await labelled(sheet, 'Game date').inputValue()).toBe('2026-03-21')
    expect(await sheet.getByRole('checkbox', { name: 'Mia Lopez played' }).isChecked()).toBe(true)
    expect(await labelled(sheet, 'Goals for Mia Lopez').inputValue()).toBe('1')
    expect(await sheet.getByRole('checkbox', { name: 'Sam Okafor played' }).count()).toBe(0)
    await shootWidths(page, 'outbox-edit-refused-sheet', [375])
    await expectAccessible(page, 'a refused game sheet brought back')

    await sheet.getByRole('button', { name: 'Save Game' }).click()
    await sheet.getByText('Stats recorded successfully!').waitFor()
    // Saved anew: the refused one is gone from the list.
    await expect.poll(() => strip(page).innerText()).toBe('')
    const lines = await api<{ goals: number; opponent: string }[]>(
      desk,
      'GET',
      `/api/players/${ids.get('Mia Lopez')}/stats`,
    )
    expect(lines.filter((line) => line.opponent === 'Riverside Rovers').map((line) => line.goals)).toEqual([1])
  })

  it('stored each kept save in the event log once, under its own command id', async () => {
    await app.stopServer()
    const database = await openDatabase({ dataDir: app.dataDir, asOwner: true, migrate: false })
    try {
      const { rows } = await sql<{ key: string; events: number }>`
        select split_part(metadata->>'commandId', ':', 2) as key, count(*)::int as events
        from events where split_part(metadata->>'commandId', ':', 2) in (${sql.join(keys)})
        group by 1`.execute(database.db)
      const counted = Object.fromEntries(rows.map((row) => [row.key, row.events]))
      // The stat line, the sheet, the message and the Going: once each; the refused Maybe: never.
      expect(keys.filter((key) => (counted[key] ?? 0) > 0)).toHaveLength(4)
      expect(keys.filter((key) => counted[key] === undefined)).toHaveLength(1)
      const { rows: twice } = await sql<{ n: number }>`
        select count(*)::int as n from events
        where split_part(metadata->>'commandId', ':', 2) in (${sql.join(keys)})
        group by stream_id, type having count(*) > 1`.execute(database.db)
      expect(twice).toEqual([])
    } finally {
      await database.close()
    }
  })
})
