import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { labelled } from './support/fields'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Alex Moreno', email: 'alex.moreno@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Dana Fox', email: 'dana.fox@example.com', password: 'halftime-9' })
const teamZone = 'Europe/Lisbon'

/** The value under a label of the Season Record card. */
const recordValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Season Record' })
    .locator('.season-record__numbers > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')

/** Today's game (it kicked off at 00:01), opened from the calendar's list. */
async function openGame(page: Page, baseUrl: string, title: string): Promise<Locator> {
  await page.goto(`${baseUrl}/calendar`)
  await page.getByRole('tab', { name: 'List' }).click()
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click()
  return page.getByRole('dialog', { name: title })
}

describe('game results and seasons', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lisbon Lions U11')
    parentPage = await openZonedPage(browser, teamZone)
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    for (const [title, opponent] of [
      ['Harbor Derby', 'Rovers'],
      ['Lakeside League', 'Lakeside'],
    ])
      await api(coachPage, 'POST', '/api/calendar-events', {
        title,
        type: 'game',
        opponent,
        date: dayIn(teamZone),
        time: '00:01',
        location: 'North Field',
      })
    const mia = await api<{ id: string }>(coachPage, 'POST', '/api/players', {
      name: 'Mia Costa',
      jerseyNumber: 9,
      position: 'Forward',
    })
    // A long name, to be read whole in the scorer's select on a phone.
    await api(coachPage, 'POST', '/api/players', { name: 'Mia Jolie-Winterbottom', jerseyNumber: 7 })
    // Her numbers of the first season, and a practice whose attendance was taken in it.
    await api(coachPage, 'POST', '/api/stats', {
      playerId: mia.id,
      gameDate: dayIn(teamZone),
      opponent: 'Rovers',
      goals: 2,
    })
    const practice = await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
      title: 'Morning practice',
      type: 'practice',
      date: dayIn(teamZone),
      time: '00:02',
      location: 'North Field',
    })
    await api(coachPage, 'PUT', `/api/attendance/${practice.id}`, {
      records: [{ playerId: mia.id, status: 'present' }],
    })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('the coach enters a 3–1 win with a warning about the scorers and a 0–0 draw; the dashboard shows the record', async () => {
    const page = coachPage
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    await expect.poll(() => recordValue(parentPage, 'Record').innerText()).toBe('W0 D0 L0')

    let detail = await openGame(page, app.baseUrl, 'Harbor Derby')
    await detail.getByRole('button', { name: 'Enter Result' }).click()
    const form = page.getByRole('dialog', { name: 'Enter Result' })
    await labelled(form, 'Our goals').fill('3')
    await labelled(form, 'Their goals').fill('1')
    await form.getByRole('button', { name: 'Add Scorer' }).click()
    // On a phone the player chosen reads whole.
    await page.setViewportSize({ width: 375, height: 800 })
    await labelled(form, 'Scorer 1').selectOption({ label: '#7 Mia Jolie-Winterbottom' })
    const fits = await labelled(form, 'Scorer 1').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(select.selectedOptions[0]!.text).width <= room
    })
    expect(fits).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    await labelled(form, 'Scorer 1').selectOption({ label: '#9 Mia Costa' })
    await labelled(form, 'Goals of scorer 1').fill('2')
    // A warning, not a refusal.
    await form.getByText('The scorers have 2 goals, the team 3.').waitFor()
    await expectAccessible(page, 'result-form')
    await shootWidths(page, 'result-form')
    await form.getByRole('button', { name: 'Save Result' }).click()
    await expect.poll(() => form.count()).toBe(0)
    await expect.poll(() => detail.getByRole('region', { name: 'Result' }).innerText()).toMatch(/Win\s*3–1/)
    await expect.poll(() => detail.getByRole('region', { name: 'Result' }).innerText()).toContain('Mia Costa 2')
    await detail.getByRole('button', { name: 'Close' }).last().click()

    detail = await openGame(page, app.baseUrl, 'Lakeside League')
    await detail.getByRole('button', { name: 'Enter Result' }).click()
    const second = page.getByRole('dialog', { name: 'Enter Result' })
    await labelled(second, 'Our goals').fill('0')
    await labelled(second, 'Their goals').fill('0')
    await second.getByRole('button', { name: 'Save Result' }).click()
    await expect.poll(() => detail.getByRole('region', { name: 'Result' }).innerText()).toMatch(/Draw\s*0–0/)

    await page.goto(`${app.baseUrl}/dashboard`)
    await expect.poll(() => recordValue(page, 'Games').innerText()).toBe('2')
    await expect.poll(() => recordValue(page, 'Record').innerText()).toBe('W1 D1 L0')
    await expect.poll(() => recordValue(page, 'Goals').innerText()).toBe('GF 3 GA 1')
    // The parent's open dashboard followed without a reload.
    await expect.poll(() => recordValue(parentPage, 'Record').innerText()).toBe('W1 D1 L0')
    await expect.poll(() => parentPage.getByRole('button', { name: 'Start a New Season' }).count()).toBe(0)
    await shootWidths(page, 'dashboard-season-record')
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })

  it('a new season starting tomorrow shows 0 games under its name, while today’s record stays current', async () => {
    const page = coachPage
    await page.getByRole('button', { name: 'Start a New Season' }).click()
    const dialog = page.getByRole('dialog', { name: 'Start a New Season' })
    await dialog.getByText('“First season” closes.', { exact: false }).waitFor()
    await labelled(dialog, 'Season name').fill('Spring 2027')
    await labelled(dialog, 'Start date').fill(dayIn(teamZone, 1))
    await labelled(dialog, 'End date').fill(dayIn(teamZone, 120))
    await dialog.getByRole('button', { name: 'Start Season' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    // The coach sees the new season at once; it has not started.
    const picked = () => labelled(page, 'Season').locator('option:checked').innerText()
    await expect.poll(picked).toBe('Spring 2027 (upcoming)')
    await expect.poll(() => recordValue(page, 'Games').innerText()).toBe('0')
    await expect.poll(() => recordValue(page, 'Record').innerText()).toBe('W0 D0 L0')
    await page.getByText('This season has not started yet.').waitFor()
    // Today's win still counts where everyone looks: the parent's dashboard keeps the record.
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    await expect.poll(() => recordValue(parentPage, 'Record').innerText()).toBe('W1 D1 L0')
    await expect
      .poll(() => labelled(parentPage, 'Season').locator('option:checked').innerText())
      .toBe('First season (current)')

    await labelled(page, 'Season').selectOption({ label: 'First season (current)' })
    await expect.poll(() => recordValue(page, 'Games').innerText()).toBe('2')
    await expect.poll(() => recordValue(page, 'Goals').innerText()).toBe('GF 3 GA 1')

    // The stats page: her goals of today's season, and the new season's by its name, in the address.
    await page.goto(`${app.baseUrl}/stats`)
    const topScorer = page.locator('.leader-card').filter({ hasText: 'Top Scorer' })
    await expect.poll(() => topScorer.innerText()).toMatch(/Mia Costa\s*2 goals/)
    const games = page.getByRole('region', { name: 'Season Record' }).getByRole('listitem')
    await expect.poll(() => games.count()).toBe(2)
    await parentPage.goto(`${app.baseUrl}/stats`)
    await expect
      .poll(() => parentPage.locator('.leader-card').filter({ hasText: 'Top Scorer' }).innerText())
      .toMatch(/Mia Costa\s*2 goals/)
    await labelled(page, 'Season').selectOption({ label: 'Spring 2027 (upcoming)' })
    await expect.poll(() => topScorer.innerText()).toContain('No goals yet')
    expect(new URL(page.url()).searchParams.get('season')).not.toBeNull()
    await expectAccessible(page, 'stats-season-record')
    await shootWidths(page, 'stats-season-record')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(page, 'stats-season-record-dark')
    await shootWidths(page, 'stats-season-record-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Attendance: today's practice and her 100% in the current season; the new season has no events yet.
    await page.goto(`${app.baseUrl}/attendance`)
    const row = page.locator('.attendance-stats__row').filter({ hasText: 'Mia Costa' })
    await expect.poll(() => row.innerText()).toMatch(/100%\s*1 of 1/)
    await labelled(page, 'Season').selectOption({ label: 'Spring 2027 (upcoming)' })
    await page.getByRole('heading', { name: 'No attendance events' }).waitFor()
    await expectAccessible(page, 'attendance-other-season')
    await shootWidths(page, 'attendance-other-season')

    // The exports name the season picked.
    await page.goto(`${app.baseUrl}/exports`)
    const seasonStats = page.getByRole('link', { name: 'Download Season stats CSV' })
    await expect.poll(() => seasonStats.getAttribute('href')).not.toContain('season=')
    await labelled(page, 'Season').selectOption({ label: 'Spring 2027 (upcoming)' })
    await expect.poll(() => seasonStats.getAttribute('href')).toContain('season=')
    const roster = page.getByRole('link', { name: 'Download Roster CSV' })
    expect(await roster.getAttribute('href')).not.toContain('season=')
    await shootWidths(page, 'exports-season')
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })

  it('carries the roster over: a player who left stays on it, greyed, and can be hidden', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/players`)
    await page.getByRole('button', { name: 'Mark as Left: Mia Costa' }).click()
    const card = page.getByRole('article', { name: 'Mia Costa' })
    await card.getByText('Left the team').waitFor()
    // The parent's open roster follows.
    await parentPage.goto(`${app.baseUrl}/players`)
    await parentPage.getByRole('article', { name: 'Mia Costa' }).getByText('Left the team').waitFor()
    await expectAccessible(page, 'roster-left')
    await shootWidths(page, 'roster-left')
    await page.getByLabel('Hide players who left the team').check()
    await expect.poll(() => card.count()).toBe(0)
    await page.getByLabel('Hide players who left the team').uncheck()
    await page.getByRole('button', { name: 'Back in Team: Mia Costa' }).click()
    await expect.poll(() => card.getByText('Left the team').count()).toBe(0)
    expect(page.errors).toEqual([])
  })
  it('a season with nothing recorded in it can be corrected, and removed after a confirmation', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/dashboard`)
    await page.getByRole('button', { name: 'Start a New Season' }).click()
    const start = page.getByRole('dialog', { name: 'Start a New Season' })
    await labelled(start, 'Season name').fill('Autmn 2027')
    await labelled(start, 'Start date').fill(dayIn(teamZone, 200))
    await labelled(start, 'End date').fill(dayIn(teamZone, 320))
    await start.getByRole('button', { name: 'Start Season' }).click()
    await expect.poll(() => start.count()).toBe(0)
    await expect
      .poll(() => labelled(page, 'Season').locator('option:checked').innerText())
      .toBe('Autmn 2027 (upcoming)')

    await page.getByRole('button', { name: 'Edit Season' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Season' })
    await expect.poll(() => labelled(edit, 'Season name').inputValue()).toBe('Autmn 2027')
    await labelled(edit, 'Season name').fill('Autumn 2027')
    await edit.getByRole('button', { name: 'Save Season' }).click()
    await expect.poll(() => edit.count()).toBe(0)
    await expect
      .poll(() => labelled(page, 'Season').locator('option:checked').innerText())
      .toBe('Autumn 2027 (upcoming)')

    await page.getByRole('button', { name: 'Remove Season' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove Season' })
    await remove.getByText('The season before it becomes the current season again.', { exact: false }).waitFor()
    await expectAccessible(page, 'remove-season')
    await remove.getByRole('button', { name: 'Remove Season' }).click()
    await expect.poll(() => remove.count()).toBe(0)
    await expect
      .poll(() => labelled(page, 'Season').locator('option:checked').innerText())
      .toBe('First season (current)')
    expect(page.errors).toEqual([])
  })
})
