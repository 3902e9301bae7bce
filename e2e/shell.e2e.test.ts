import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, openPage, type PageErrors } from './support/browser'
import { fillFields, labelled } from './support/fields'
import { headerMenuButton, phoneMenu, waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { signIn, unique, type Person } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = unique({ name: 'Carla Coach', email: 'carla@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Pat Parent', email: 'pat.parent@example.com', password: 'halftime-9' })
const teamName = 'Northside Owls'
const networkMessage = 'Could not reach the server. Check your connection and try again.'

/** The WCAG contrast ratio of an element's text against the colour behind it, walking up through see-through layers. */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
      const blend = (top: number[], bottom: number[]) => {
        const alpha = top[3] ?? 1
        return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha))
      }
      const layers: number[][] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor)
        if ((colour[3] ?? 1) > 0) layers.push(colour)
        if ((colour[3] ?? 1) === 1) break
      }
      const background = layers.reverse().reduce((under, layer) => blend(layer, under), [255, 255, 255])
      const text = blend(rgba(getComputedStyle(element).color), background)
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((value) => {
          const channel = value / 255
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
      }
      const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a)
      return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
    })
}

describe('the shell, the page frame and every page, on a desktop and a phone', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    const response = await fetch(`${app.baseUrl}/api/auth/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseUrl },
      body: JSON.stringify({ ...coach, teamName, ageGroup: 'U12', timeZone: 'UTC' }),
    })
    expect(response.status).toBe(201)
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('keeps every sign-in mode accessible, and says once that an invite link is bad', async () => {
    const page = await openPage(browser)
    await page.goto(`${app.baseUrl}/auth`)
    await page.getByText('Sign in to your team').waitFor()
    await expectAccessible(page, 'sign in')
    for (const [mode, text] of [
      ['register', 'Join your team with an invite'],
      ['setup', 'Create a space for your team'],
    ] as const) {
      await page.goto(`${app.baseUrl}/auth?mode=${mode}`)
      await page.getByText(text).waitFor()
      await expectAccessible(page, `/auth?mode=${mode}`)
    }
    await page.goto(`${app.baseUrl}/auth`)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).waitFor()
    await expectAccessible(page, 'the forgotten-password form')

    const invalid = 'This invite link is invalid or has expired. Ask for a new one.'
    await page.goto(`${app.baseUrl}/auth?invite=BAD`)
    await page.getByText(invalid).waitFor()
    await fillFields(page, {
      'Your name': 'Sam Someone',
      Email: 'sam@example.com',
      Password: 'secret-1',
      'Confirm password': 'secret-1',
    })
    await page.getByRole('button', { name: 'Join Team' }).click()
    await expect.poll(() => labelled(page, 'Invite code').getAttribute('aria-invalid')).toBe('true')
    // Said beside the field it is about, and not a second time in the box under it.
    await expect.poll(() => page.getByText(invalid).count()).toBe(1)
    await expectAccessible(page, 'a refused invite code')
    await shootWidths(page, 'auth-invite-invalid')
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('explains a reset link without its token, and leads to a new one', async () => {
    const page = await openPage(browser, { width: 375 })
    await page.goto(`${app.baseUrl}/reset-password`)
    await page.getByText('This reset link is invalid or has expired. Please ask for a new one.').waitFor()
    await expect.poll(() => page.getByLabel(/^New password/).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: 'Save new password' }).count()).toBe(0)
    await expectAccessible(page, '/reset-password without a token')
    await shootWidths(page, 'reset-password-missing-token')
    await page.getByRole('link', { name: 'Request a new reset link' }).click()
    await waitForPath(page, '/auth')
    await page.getByRole('button', { name: 'Send reset link' }).waitFor()

    await page.goto(`${app.baseUrl}/reset-password?token=not-a-real-token`)
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
    await page.getByLabel(/^New password/).waitFor()
    await expectAccessible(page, '/reset-password with a token')
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('names the account button by what it shows, and keeps the active link readable', async () => {
    coachPage = await openPage(browser)
    const page = coachPage
    await page.goto(`${app.baseUrl}/auth`)
    await signIn(page, coach)
    await waitForPath(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: /, Carla!$/ }).waitFor()

    const account = page.getByRole('button', { name: 'CC, account menu for Carla Coach', exact: true })
    await expect.poll(async () => (await account.innerText()).trim()).toBe('CC')
    await expect.poll(() => account.getAttribute('aria-label')).toMatch(/^CC/)

    const active = '.top-bar__link[aria-current="page"]'
    await expect.poll(() => page.locator(active).innerText()).toBe('Dashboard')
    await expect.poll(() => contrastOf(page, active)).toBeGreaterThanOrEqual(4.5)
    // The team ID is in the account menu, as the spec's top bar has it, and no longer in the page header.
    await expect.poll(() => page.locator('.team-page-header').getByText('Team ID').count()).toBe(0)
    await account.click()
    await page.locator('.menu__popup').getByText(coach.email).waitFor()
    await page.locator('.menu__popup').getByText('Team ID:').waitFor()
    await expectAccessible(page, 'the account menu', [1280])
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Apps' }).click()
    await page.getByRole('menuitem', { name: /Team Gallery/ }).waitFor()
    await expect
      .poll(() => contrastOf(page, '.top-bar .menu__button[aria-expanded="true"]'))
      .toBeGreaterThanOrEqual(4.5)
    await expectAccessible(page, 'the Apps menu', [1280])
    await page.keyboard.press('Escape')

    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Team Settings' }).waitFor()
    await expectAccessible(page, 'the page header’s menu')
    await page.keyboard.press('Escape')
    await expectAccessible(page, 'the empty dashboard')
    expect(page.errors).toEqual([])
  })

  it('gives every page its header from its route, with the phone menu and dialogs accessible too', async () => {
    const page = coachPage
    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()
    await page.getByRole('heading', { name: 'Add Your First Player' }).waitFor()
    await expectAccessible(page, 'the coach’s empty roster')
    await page.getByRole('button', { name: '+ Add Player' }).click()
    await page.getByRole('dialog', { name: 'Add Player' }).waitFor()
    await expectAccessible(page, 'the Add Player dialog')
    await page.keyboard.press('Escape')

    for (const [path, heading] of [
      ['/stats', 'Team Statistics'],
      ['/calendar', 'Team Calendar'],
      ['/news', 'Team News'],
      ['/directory', 'Team Directory'],
      ['/chat', 'Team Chat'],
      ['/gallery', 'Team Gallery'],
      ['/attendance', 'Attendance'],
      ['/player-of-match', 'Player of the Match'],
      ['/volunteers', 'Volunteers'],
      ['/profile', 'Profile Settings'],
      ['/team-settings', 'Team Settings'],
      ['/help', 'Help & Support'],
    ] as const) {
      await page.goto(`${app.baseUrl}${path}`)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await expect.poll(() => page.title()).toBe(`${heading} · Team Space`)
      await expectAccessible(page, path)
    }

    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page).getByRole('button', { name: 'Invite Parents' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite Parents to Team' })
    await invite.getByLabel('Invite link').waitFor()
    await expect.poll(() => invite.getByLabel('Invite link').inputValue()).toContain('/auth?invite=')
    await expectAccessible(page, 'the invite dialog')
    await page.keyboard.press('Escape')
    await invite.waitFor({ state: 'detached' })
    // Focus is back on what opened it: the Menu button (the panel's invite button is hidden with the panel).
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true)
    await menuButton.click()
    await phoneMenu(page).getByRole('link', { name: 'Dashboard' }).waitFor()
    await expectAccessible(page, 'the phone menu', [375])
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(page.errors).toEqual([])
  })

  it('shows a phone whether it is connected', async () => {
    const page = await openPage(browser, { width: 375 })
    await page.goto(`${app.baseUrl}/auth`)
    await signIn(page, coach)
    await waitForPath(page, '/dashboard')
    const status = page.locator('.live-status--phone')
    await expect.poll(() => status.innerText()).toBe('Live')
    await expect.poll(() => status.isVisible()).toBe(true)
    await shootWidths(page, 'shell-phone-live', [375])

    await page.context().setOffline(true)
    await expect.poll(() => status.innerText()).toBe('Offline')
    await shootWidths(page, 'shell-phone-offline', [375])
    await page.context().setOffline(false)
    await expect.poll(() => status.innerText()).toBe('Live')

    // The longest state on the narrowest phone still fits beside the menu button, without pushing the page sideways.
    await page.setViewportSize({ width: 320, height: 640 })
    await status.evaluate((element) => {
      element.textContent = 'Connecting…'
      element.setAttribute('data-status', 'connecting')
    })
    const [statusBox, menuBox] = await Promise.all([
      status.boundingBox(),
      page.getByRole('button', { name: 'Menu', exact: true }).boundingBox(),
    ])
    expect((statusBox?.x ?? 0) + (statusBox?.width ?? 0)).toBeLessThanOrEqual(menuBox?.x ?? 0)
    expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(320)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    // The logo link keeps its name for screen readers when the words make room.
    await page.getByRole('link', { name: 'Team Space' }).waitFor()
    await shootWidths(page, 'shell-phone-connecting', [320, 375])
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('keeps an offline save open with its values and the reason, and retries it with the same command id', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/players`)
    await page.getByRole('heading', { name: 'Add Your First Player' }).waitFor()
    await page.getByRole('button', { name: '+ Add Player' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Player' })
    await labelled(dialog, 'Player name').fill('Olu Ade')
    await labelled(dialog, 'Jersey number').fill('11')

    await page.context().setOffline(true)
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: networkMessage }).waitFor()
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true)
    await expect.poll(() => labelled(dialog, 'Player name').inputValue()).toBe('Olu Ade')
    await expect.poll(() => labelled(dialog, 'Jersey number').inputValue()).toBe('11')
    await shootWidths(page, 'player-form-offline')
    await page.context().setOffline(false)

    // The connection drops once more, after the request left: the retry must carry the same key.
    const keys: string[] = []
    const bodies: unknown[] = []
    let dropped = false
    await page.route('**/api/players', async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.fallback()
      keys.push((await request.headerValue('idempotency-key')) ?? '')
      bodies.push(request.postDataJSON())
      if (!dropped) {
        dropped = true
        return route.abort('internetdisconnected')
      }
      return route.fallback()
    })
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: networkMessage }).waitFor()
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('article', { name: 'Olu Ade' }).waitFor()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[\w-]{8,64}$/)
    expect(keys[1]).toBe(keys[0])
    expect(bodies.every((body) => typeof body === 'object' && body !== null && !('commandId' in body))).toBe(true)

    // The next player is a new intent, with a key of its own.
    await page.getByRole('button', { name: '+ Add Player' }).click()
    await labelled(dialog, 'Player name').fill('Bea Diaz')
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(keys).toHaveLength(3)
    expect(keys[2]).not.toBe(keys[0])
    await page.unroute('**/api/players')

    // Recording a game offline keeps it on the phone (the outbox), and sends it once the connection is back.
    await page.getByRole('link', { name: 'Stats', exact: true }).click()
    await page.getByRole('tab', { name: 'Track Stats' }).click()
    await page.getByRole('button', { name: /^Olu Ade/ }).click()
    const record = page.getByRole('dialog', { name: 'Record Game Stats' })
    await labelled(record, 'Goals').fill('2')
    await page.context().setOffline(true)
    await record.getByRole('button', { name: 'Save Stats' }).click()
    await record.getByText('No signal: saved on this phone.').waitFor()
    await record.waitFor({ state: 'detached' })
    const queued = page.locator('.outbox-status')
    await expect.poll(() => queued.innerText()).toBe('waiting for signal · 1 queued')
    await expectAccessible(page, 'a save kept until the signal returns')
    await page.context().setOffline(false)
    await expect.poll(() => queued.innerText()).toBe('')
    await page.goto(`${app.baseUrl}/players`)
    expect(page.errors).toEqual([])
  })

  it('shows a parent an empty roster without the coach’s call to action', async () => {
    const page = coachPage
    // Start again from an empty roster: the parent's team has nobody on it yet.
    for (const name of ['Olu Ade', 'Bea Diaz']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete Player' })
      await expectAccessible(page, 'the delete confirmation', [1280])
      await confirm.getByRole('button', { name: 'Delete Player' }).click()
      await confirm.waitFor({ state: 'detached' })
    }
    const response = await page.request.post(`${app.baseUrl}/api/invites`, {
      data: { relationship: 'parent_guardian' },
      headers: { Origin: app.baseUrl },
    })
    const { code } = (await response.json()) as { code: string }

    const parentPage = await openPage(browser, { width: 375 })
    await parentPage.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await fillFields(parentPage, {
      'Your name': parent.name,
      Email: parent.email,
      Password: parent.password,
      'Confirm password': parent.password,
    })
    await parentPage.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(parentPage, '/dashboard')
    await parentPage.goto(`${app.baseUrl}/players`)
    await parentPage.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()
    await parentPage.getByRole('heading', { name: 'No Players Found' }).waitFor()
    await expect.poll(() => parentPage.getByText('Add Your First Player').count()).toBe(0)
    await expect.poll(() => parentPage.getByRole('button', { name: /Add Player/ }).count()).toBe(0)
    await expectAccessible(parentPage, 'a parent’s empty roster')
    await shootWidths(parentPage, 'roster-empty-parent', [375, 1280])
    expect(parentPage.errors).toEqual([])
    await parentPage.close()
  })

  it('offers to try the dashboard again rather than to go to it', async () => {
    const page = coachPage
    await page.route('**/api/players', (route) =>
      route.fulfill({ status: 500, json: { error: { message: 'Internal Server Error' } } }),
    )
    await page.goto(`${app.baseUrl}/dashboard`)
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await alert.waitFor()
    await expect.poll(() => alert.getByRole('link', { name: 'Go to the dashboard' }).count()).toBe(0)
    await alert.getByRole('button', { name: 'Retry' }).waitFor()
    await expectAccessible(page, 'the dashboard’s error')
    await shootWidths(page, 'dashboard-error')

    await page.unrouteAll()
    await page.route('**/api/players', (route) =>
      route.fulfill({ status: 404, json: { error: { message: 'Not found' } } }),
    )
    await page.reload()
    const quiet = page.getByRole('alert').filter({ hasText: 'Not found' })
    await quiet.waitFor()
    await expect.poll(() => quiet.getByRole('link', { name: 'Go to the dashboard' }).count()).toBe(0)
    await page.unrouteAll()
    await quiet.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { level: 1, name: /, Carla!$/ }).waitFor()
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor()
    expect(page.errors).toEqual([])
  })
})
