import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { png } from './support/images'
import { shoot } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'
import { uploadThroughApi } from './support/uploads'

const coach: Person = unique({ name: 'Morgan Hale', email: 'morgan.hale@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Pat Okafor', email: 'pat.okafor@example.com', password: 'halftime-9' })
const teamName = 'Harbor City Hawks'
const timeZone = 'Europe/London'

/** A full squad, as a coach has it at the pitch: more players than one phone screen holds as cards. */
const squad = [
  ['Maya Lopez', 7, 'Forward'],
  ['Jordan Lee', 9, 'Forward'],
  ['Sam Park', 4, 'Defender'],
  ['Riley Chen', 1, 'Goalkeeper'],
  ['Ava Rivera', 10, 'Midfielder'],
  ['Noah Kim', 5, 'Defender'],
  ['Leo Okafor', 11, 'Forward'],
  ['Priya Patel', 8, 'Midfielder'],
  ['Ella Brooks', 3, 'Defender'],
  ['Omar Haddad', 6, 'Midfielder'],
  ['Zoe Martin', 2, 'Defender'],
  ['Kai Nakamura', 14, 'Midfielder'],
  ['Isla Green', 12, 'Goalkeeper'],
  ['Theo Novak', 15, 'Forward'],
  ['Mila Santos', 16, 'Midfielder'],
] as const

const schemes = ['light', 'dark'] as const
const phone = { width: 375, height: 667 }
const desktop = { width: 1280, height: 800 }

describe('appearance: every team page in light and dark, on a phone and a laptop', () => {
  let app: SharedApp
  let browser: Browser
  let page: TestPage
  const ids = { player: '', event: '' }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    page = await openZonedPage(browser, timeZone, desktop)
    await setUpTeamThroughApi(page, app.baseUrl, coach, teamName)
    const parentPage = await openZonedPage(browser, timeZone, phone)
    await joinTeamThroughApi(page, parentPage, app.baseUrl, parent, 'parent_guardian')

    const players: string[] = []
    for (const [name, jerseyNumber, position] of squad) {
      const parentEmails = name === 'Leo Okafor' ? [parent.email] : []
      const { id } = await api<{ id: string }>(page, 'POST', '/api/players', {
        name,
        jerseyNumber,
        position,
        parentEmails,
      })
      players.push(id)
    }
    ids.player = players[0]!

    const day = (offset: number) => dayIn(timeZone, offset)
    const event = async (body: Record<string, unknown>) =>
      (await api<{ id: string }>(page, 'POST', '/api/calendar-events', body)).id
    // Events cannot be scheduled in the past: the ones to take attendance at were early this morning.
    const pastGame = await event({
      title: 'Cup game',
      type: 'game',
      date: day(0),
      time: '00:00',
      location: 'Riverside Park',
      opponent: 'Eastside United',
    })
    const pastPractice = await event({
      title: 'Morning practice',
      type: 'practice',
      date: day(0),
      time: '00:00',
      location: 'Field 2',
    })
    ids.event = await event({
      title: 'League game',
      type: 'game',
      date: day(3),
      time: '11:00',
      location: 'Harbor Fields',
      opponent: 'Northside Rovers',
      description: 'Arrive 30 minutes early in the home kit.',
      usualVolunteerNeeds: true,
    })
    await event({ title: 'Thursday practice', type: 'practice', date: day(1), time: '17:30', location: 'Field 2' })
    await event({ title: 'Team photo day', type: 'event', date: day(8), time: '09:00', location: 'Clubhouse' })

    for (const [index, playerId] of players.entries()) {
      await api(page, 'POST', '/api/stats', {
        playerId,
        gameDate: day(-6),
        opponent: 'Eastside United',
        minutesPlayed: 40 + index,
        goals: index % 4 === 0 ? 2 : index % 3 === 0 ? 1 : 0,
        assists: index % 5 === 1 ? 1 : 0,
        yellowCards: index === 5 ? 1 : 0,
        saves: squad[index]![2] === 'Goalkeeper' ? 4 : 0,
      })
    }
    const statuses = ['present', 'present', 'late', 'absent', 'excused']
    await api(page, 'PUT', `/api/attendance/${pastPractice}`, {
      records: players.map((playerId, index) => ({ playerId, status: statuses[index % statuses.length] })),
    })
    await api(page, 'PUT', `/api/attendance/${pastGame}`, {
      records: players.map((playerId) => ({ playerId, status: 'present' })),
    })

    await api(page, 'POST', '/api/news', {
      title: 'Great win against Eastside',
      content: 'A hard-fought 3–1 win on Saturday. Well done everyone, and thanks to the families for the oranges!',
      summary: 'A hard-fought 3–1 win on Saturday.',
      isPinned: true,
    })
    await api(page, 'POST', '/api/news', {
      title: 'Kit collection on Friday',
      content: 'Bring your shin pads and a water bottle to the clubhouse from 5 pm.',
      summary: 'Kit collection at the clubhouse.',
      isPinned: false,
    })

    const thread = await api<{ id: string }>(page, 'POST', '/api/chat/threads', { title: 'Carpool for Saturday' })
    for (const content of [
      'Who can drive on Saturday?',
      'I have three seats from the school.',
      'Thanks, see you there!',
    ])
      await api(page, 'POST', `/api/chat/threads/${thread.id}/messages`, { content })

    for (const [colour, captions] of [
      ['#1f7a3f', ['Warm-up before the cup game']],
      ['#d92d20', ['Goal celebration']],
      ['#1d6fd1', ['Team huddle']],
      ['#f2c94c', ['Trophy!']],
    ] as const)
      await uploadThroughApi(page, await png(480, 360, colour), [...captions], ['game', 'celebration'])

    const { needs } = await api<{ needs: { id: string }[] }>(page, 'GET', '/api/volunteer-needs')
    await api(parentPage, 'POST', `/api/volunteer-needs/${needs[0]!.id}/sign-up`, { note: 'I can bring oranges' })

    const { id: votingId } = await api<{ id: string }>(page, 'POST', '/api/votings/custom', {
      title: 'Cup game vs Eastside United',
      date: day(-6),
    })
    await api(parentPage, 'POST', `/api/votings/${votingId}/votes`, { playerId: players[1], reason: 'Two assists' })
    await parentPage.close()
  })

  afterAll(async () => {
    await browser?.close()
  })

  /** Every team page, with what shows once it has its data. */
  const pages: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
    {
      name: 'dashboard',
      path: () => '/dashboard',
      ready: (p) => p.getByRole('heading', { name: 'Top Performers' }).waitFor(),
    },
    { name: 'roster', path: () => '/players', ready: (p) => p.getByRole('heading', { name: 'Maya Lopez' }).waitFor() },
    {
      name: 'player',
      path: () => `/stats?player=${ids.player}`,
      ready: (p) => p.getByRole('heading', { level: 2, name: 'Maya Lopez' }).waitFor(),
    },
    { name: 'stats', path: () => '/stats', ready: (p) => p.getByText('Jordan Lee').first().waitFor() },
    { name: 'calendar', path: () => '/calendar', ready: (p) => p.getByText('Cup game').first().waitFor() },
    { name: 'event', path: () => `/calendar?event=${ids.event}`, ready: (p) => p.getByRole('dialog').waitFor() },
    {
      name: 'news',
      path: () => '/news',
      ready: (p) => p.getByRole('article', { name: 'Great win against Eastside' }).waitFor(),
    },
    { name: 'gallery', path: () => '/gallery', ready: (p) => p.getByText('Team huddle').first().waitFor() },
    { name: 'chat', path: () => '/chat', ready: (p) => p.getByText('Carpool for Saturday').first().waitFor() },
    {
      name: 'attendance',
      path: () => '/attendance',
      ready: (p) => p.getByText('Average Attendance').first().waitFor(),
    },
    {
      name: 'volunteers',
      path: () => '/volunteers',
      ready: (p) =>
        p
          .getByText(/League game/)
          .first()
          .waitFor(),
    },
    {
      name: 'votes',
      path: () => '/player-of-match',
      ready: (p) => p.getByText('Cup game vs Eastside United').first().waitFor(),
    },
    { name: 'directory', path: () => '/directory', ready: (p) => p.getByText(parent.name).first().waitFor() },
    { name: 'team-settings', path: () => '/team-settings', ready: (p) => p.getByText(parent.name).first().waitFor() },
    {
      name: 'profile',
      path: () => '/profile',
      ready: (p) => p.getByRole('button', { name: /Save/ }).first().waitFor(),
    },
    {
      name: 'activity',
      path: () => '/activity',
      ready: (p) =>
        p
          .getByText(/Maya Lopez/)
          .first()
          .waitFor(),
    },
    { name: 'help', path: () => '/help', ready: (p) => p.getByRole('heading', { level: 2 }).first().waitFor() },
  ]

  async function open(entry: (typeof pages)[number]) {
    await page.goto(`${app.baseUrl}${entry.path()}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await entry.ready(page)
  }

  for (const entry of pages) {
    it(`shows ${entry.name} with no serious accessibility problem in light and dark, at 375 and 1280`, async () => {
      await page.setViewportSize(desktop)
      await open(entry)
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme })
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
          .toBe('light dark')
        await expectAccessible(page, `${entry.name} (${colorScheme})`, [1280, 375])
        for (const size of [desktop, phone]) {
          await page.setViewportSize(size)
          await shoot(page, `appearance-${entry.name}-${colorScheme}`)
        }
        await page.setViewportSize(desktop)
      }
      await page.emulateMedia({ colorScheme: 'light' })
      expect(page.errors).toEqual([])
    })
  }

  it('keeps the page header of every page within a quarter of a phone screen', async () => {
    await page.setViewportSize(phone)
    const limit = phone.height / 4
    for (const entry of pages.filter((each) => each.name !== 'event')) {
      await open(entry)
      // The top bar, the title and subtitle, the page's actions and "View as of": all that comes before the page.
      const bottom = await page.evaluate(() => {
        const header = document.querySelector('.team-page-header')
        return header ? header.getBoundingClientRect().bottom + window.scrollY : Number.POSITIVE_INFINITY
      })
      expect(bottom, `the header of ${entry.name}`).toBeLessThanOrEqual(limit)
      // Nothing of the header is pushed sideways.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    expect(page.errors).toEqual([])
  })

  it('shows at least six players in the first screen of the roster on a phone, and cards on a laptop', async () => {
    await page.setViewportSize(phone)
    await open(pages[1]!)
    const fullyInSight = () =>
      page.getByRole('article').evaluateAll(
        (cards) =>
          cards.filter((card) => {
            const box = card.getBoundingClientRect()
            return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
          }).length,
      )
    await expect.poll(fullyInSight).toBeGreaterThanOrEqual(6)
    // Each row still leads to the player's stats, by the same name as the card's link.
    await page.getByRole('link', { name: 'View Stats for Maya Lopez' }).waitFor()
    await page.getByRole('button', { name: 'Actions for Maya Lopez' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor()
    await expectAccessible(page, 'a roster row’s actions', [375])
    await page.keyboard.press('Escape')

    // On a laptop the roster keeps its cards, with their figures and buttons.
    await page.setViewportSize(desktop)
    const maya = page.getByRole('article', { name: 'Maya Lopez', exact: true })
    await maya.getByRole('button', { name: 'Edit Maya Lopez' }).waitFor()
    await maya.getByText('Goals').waitFor()
    expect(page.errors).toEqual([])
  })
})
