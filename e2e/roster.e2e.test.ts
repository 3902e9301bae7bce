import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, openPage, type PageErrors } from './support/browser'
import { yearsAgo } from './support/dates'
import { expectMessageBeside, fillFields, labelled } from './support/fields'
import { playerPhotoPng } from './support/images'
import { waitForPath } from './support/navigation'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { type Person, unique } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = unique({ name: 'Casey Morgan', email: 'casey@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Pat Rivera', email: 'pat@example.com', password: 'halftime-9' })
const medicalInfo = 'Peanut allergy: EpiPen in the blue bag'

interface ApiPlayer {
  id: string
  name: string
  photoUrl: string | null
  parentIds: string[]
  details?: unknown
}

/**
 * How long `text` stays in the open dialog before the dialog closes, timed by the page's own clock from the moment the
 * text appears. A busy machine can only make the page's timer late, never early; a time taken here, after each wait
 * has noticed its change, would shrink by however late the first wait noticed.
 */
function messageLastsInDialog(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let shownAt: number | undefined
        // The dialog that shows the text: other (closed) dialogs of the shell stay in the document.
        let shownIn: HTMLDialogElement | undefined
        const observer = new MutationObserver(() => {
          if (shownIn === undefined) {
            shownIn = [...document.querySelectorAll('dialog')].find((dialog) => dialog.textContent?.includes(text))
            if (shownIn) shownAt = performance.now()
          }
          if (shownAt !== undefined && (!shownIn?.isConnected || !shownIn.open)) {
            observer.disconnect()
            resolve(performance.now() - shownAt)
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
    text,
  )
}

describe('the roster and game stats', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  const playerDialog = (page: Page) => page.getByRole('dialog', { name: /^(Add Player|Edit .+)$/ })
  const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
  const apiPlayers = (page: Page) =>
    page.evaluate(() => fetch('/api/players').then((response) => response.json())) as Promise<ApiPlayer[]>

  const addPlayer = async (page: Page, values: Record<string, string>) => {
    await page.getByRole('button', { name: '+ Add Player' }).first().click()
    const dialog = playerDialog(page)
    await dialog.waitFor()
    for (const [label, value] of Object.entries(values)) await labelled(dialog, label).fill(value)
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    return dialog
  }

  it('shows a new coach the empty roster, with the button to add the first player', async () => {
    coachPage = await openPage(browser)
    const page = coachPage
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await fillFields(page, {
      'Your name': coach.name,
      Email: coach.email,
      Password: coach.password,
      'Confirm password': coach.password,
      'Team name': 'Riverside Tigers',
    })
    await page.getByLabel(/^Age group/).selectOption('U10')
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForPath(page, '/dashboard')

    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()
    await page.getByRole('heading', { name: 'Add Your First Player' }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: '+ Add Player' }).count()).toBe(1)
    await expectAccessible(page, 'roster-empty')
    await shootWidths(page, 'roster-empty')
    expect(page.errors).toEqual([])
  })

  it('lets the coach add a player, meeting each validation message on the way', async () => {
    const page = coachPage
    const dialog = await addPlayer(page, {
      'Player name': 'A',
      'Jersey number': '100',
      'Date of birth': yearsAgo(3),
      'Parent email 1': 'pat@',
    })
    await expectMessageBeside(dialog, 'Player name', 'Player name must be at least 2 characters')
    await expectMessageBeside(dialog, 'Jersey number', 'Jersey number must be between 1 and 99')
    await expectMessageBeside(dialog, 'Date of birth', 'Please enter a realistic date of birth (4-30 years old)')
    await expectMessageBeside(dialog, 'Parent email 1', 'Please enter a valid email address')
    await dialog.getByText('Please check parent email addresses').waitFor()
    // Focus goes to the first field to fix.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true')
    await expectAccessible(page, 'player-form-errors')
    await shootWidths(page, 'player-form-errors')
    await labelled(dialog, 'Parent email 1').scrollIntoViewIfNeeded()
    await expectAccessible(page, 'player-form-errors-emails')
    await shootWidths(page, 'player-form-errors-emails')

    await labelled(dialog, 'Jersey number').fill('ten')
    await expectMessageBeside(dialog, 'Jersey number', 'Jersey number must be a valid number')

    const photo = dialog.locator('input[type="file"]')
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
    await dialog.getByText('Please select an image file').waitFor()
    await photo.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
    await dialog.getByText('Image must be less than 5MB').waitFor()
    await photo.setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: playerPhotoPng })
    await dialog.getByText('New photo, saved with the player.').waitFor()
    await expect.poll(() => dialog.getByText('Image must be less than 5MB').count()).toBe(0)

    await labelled(dialog, 'Player name').fill('Maya Lopez')
    await labelled(dialog, 'Jersey number').fill('7')
    await labelled(dialog, 'Position').selectOption('Forward')
    await labelled(dialog, 'Date of birth').fill(yearsAgo(10))
    await labelled(dialog, 'Parent email 1').fill(parent.email)
    await labelled(dialog, 'Medical info').fill(medicalInfo)
    await dialog.getByRole('button', { name: '+ Add emergency contact' }).click()
    const contact = dialog.getByRole('group', { name: 'Emergency contact 1' })
    await labelled(contact, 'Contact name').fill('Ana Lopez')
    await labelled(contact, 'Relationship').fill('Aunt')
    await labelled(contact, 'Phone number').fill('555-0100')
    await contact.getByRole('checkbox', { name: 'Primary contact' }).check()
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    const maya = card(page, 'Maya Lopez')
    await maya.getByText('Forward · Age 10').waitFor()
    await maya.getByText('#7').waitFor()
    await maya.locator('img').waitFor()
    const [saved] = await apiPlayers(page)
    expect(saved).toMatchObject({
      name: 'Maya Lopez',
      details: {
        parentEmails: [parent.email],
        medicalInfo,
        emergencyContacts: [{ name: 'Ana Lopez', isPrimary: true }],
      },
    })
    expect(saved?.photoUrl).toMatch(/^\/api\/players\/.+\/photo/)
    expect(page.errors).toEqual([])
  })

  it('keeps what the coach typed when the jersey number is already taken', async () => {
    const page = coachPage
    const dialog = await addPlayer(page, { 'Player name': 'Sam Okafor', 'Jersey number': '7' })
    await expectMessageBeside(dialog, 'Jersey number', 'Jersey number is already taken')
    await expect.poll(() => labelled(dialog, 'Player name').inputValue()).toBe('Sam Okafor')

    await labelled(dialog, 'Jersey number').fill('1')
    await labelled(dialog, 'Position').selectOption('Goalkeeper')
    // The server failing says so in the spec's words, and keeps every field as typed.
    await page.route('**/api/players', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    )
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to save player. Please try again.' }).waitFor()
    await expect.poll(() => labelled(dialog, 'Player name').inputValue()).toBe('Sam Okafor')
    await expect.poll(() => labelled(dialog, 'Position').inputValue()).toBe('Goalkeeper')
    await page.unroute('**/api/players')

    // A failed photo upload shows its message and stops; the player is saved once, however often the coach retries.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: playerPhotoPng })
    await dialog.getByText('New photo, saved with the player.').waitFor()
    await page.route('**/api/players/*/photo', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'too-large', message: 'Image must be less than 5MB' } }),
      }),
    )
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await expectMessageBeside(dialog, 'Change photo', 'Image must be less than 5MB')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await page.unroute('**/api/players/*/photo')
    await dialog.getByRole('button', { name: 'Add Player', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await card(page, 'Sam Okafor').locator('img').waitFor()
    expect((await apiPlayers(page)).filter((player) => player.name === 'Sam Okafor')).toHaveLength(1)

    await addPlayer(page, { 'Player name': 'Priya Patel', 'Jersey number': '23' })
    await playerDialog(page).waitFor({ state: 'detached' })

    // Editing starts from the player as saved, including what only coaches see.
    await card(page, 'Maya Lopez').getByRole('button', { name: 'Edit Maya Lopez' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Maya Lopez' })
    await expect.poll(() => labelled(edit, 'Medical info').inputValue()).toBe(medicalInfo)
    await expect.poll(() => labelled(edit, 'Parent email 1').inputValue()).toBe(parent.email)
    await page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    await card(page, 'Priya Patel').getByRole('button', { name: 'Edit Priya Patel' }).click()
    await labelled(playerDialog(page), 'Position').selectOption('Striker')
    await playerDialog(page).getByRole('button', { name: 'Save Changes' }).click()
    await playerDialog(page).waitFor({ state: 'detached' })
    await card(page, 'Priya Patel').getByText('Striker').waitFor()
    expect(page.errors).toEqual([])
  })

  it('searches, filters and sorts the roster', async () => {
    const page = coachPage
    const names = () => page.getByRole('article').getByRole('heading').allInnerTexts()
    await expect.poll(names).toEqual(['Sam Okafor', 'Maya Lopez', 'Priya Patel'])
    await expect
      .poll(() => page.getByRole('button', { name: 'Jersey number' }).getAttribute('aria-pressed'))
      .toBe('true')

    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await expect.poll(names).toEqual(['Maya Lopez', 'Priya Patel', 'Sam Okafor'])
    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await expect.poll(names).toEqual(['Sam Okafor', 'Priya Patel', 'Maya Lopez'])
    await page.getByText('Sorted by name, Z to A').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Jersey number' }).click()

    await page.getByLabel('Search', { exact: true }).fill('7')
    await expect.poll(names).toEqual(['Maya Lopez'])
    await page.getByLabel('Position', { exact: true }).selectOption('Goalkeeper')
    await page.getByRole('heading', { name: 'No Players Found' }).waitFor()
    await page.getByRole('button', { name: 'Remove search filter “7”' }).click()
    await expect.poll(names).toEqual(['Sam Okafor'])
    await page.getByRole('button', { name: 'Clear Filters' }).first().click()
    await expect.poll(names).toEqual(['Sam Okafor', 'Maya Lopez', 'Priya Patel'])
    await expectAccessible(page, 'roster')
    await shootWidths(page, 'roster')
    expect(page.errors).toEqual([])
  })

  it('records two games for a player through the modal, and shows the season and each game', async () => {
    const page = coachPage
    await page.getByRole('link', { name: 'Stats', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Statistics' }).waitFor()
    await page.getByRole('tab', { name: 'Track Stats' }).click()

    await page.getByRole('button', { name: 'Record Stats', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Record Game Stats' })
    await dialog.getByRole('button', { name: 'Save Stats' }).click()
    await expectMessageBeside(dialog, 'Player', 'Please select a player')
    await labelled(dialog, 'Minutes played').fill('130')
    await expectMessageBeside(dialog, 'Minutes played', 'Minutes played must be between 0 and 120')
    await expectAccessible(page, 'stats-record')
    await shootWidths(page, 'stats-record')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const record = async (values: Record<string, string>, keyPlays: string[]) => {
      await page.getByRole('button', { name: /^Maya Lopez/ }).click()
      await dialog.waitFor()
      await expect.poll(() => labelled(dialog, 'Player').inputValue()).not.toBe('')
      for (const [label, value] of Object.entries(values)) await labelled(dialog, label).fill(value)
      for (const [index, play] of keyPlays.entries()) {
        if (index > 0) await dialog.getByRole('button', { name: '+ Add key play' }).click()
        await labelled(dialog, `Key play ${index + 1}`).fill(play)
      }
      const lasted = messageLastsInDialog(page, 'Stats recorded successfully!')
      await dialog.getByRole('button', { name: 'Save Stats' }).click()
      await dialog.getByText('Stats recorded successfully!').waitFor()
      await dialog.waitFor({ state: 'detached' })
      // The dialog closes after 1.5 s; the page keeps the message until 3 s.
      expect(await lasted).toBeGreaterThan(1_200)
      await page.getByRole('status').filter({ hasText: 'Stats recorded successfully!' }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Stats recorded successfully!' }).waitFor({ state: 'detached' })
    }
    // A failed save says so in the spec's words and keeps the dialog open with what was typed.
    await page.route('**/api/stats', (route) => route.fulfill({ status: 503, body: '' }))
    await page.getByRole('button', { name: /^Sam Okafor/ }).click()
    await labelled(dialog, 'Saves').fill('4')
    await dialog.getByRole('button', { name: 'Save Stats' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to record stats. Please try again.' }).waitFor()
    await expect.poll(() => labelled(dialog, 'Saves').inputValue()).toBe('4')
    await page.unroute('**/api/stats')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })

    await record(
      { 'Game date': '2026-03-07', Opponent: 'Eastside United', 'Minutes played': '60', Goals: '2', Assists: '1' },
      ['Header from a corner', '   ', 'Assist to Sam'],
    )
    await record(
      {
        'Game date': '2026-03-14',
        Opponent: 'Northside Strikers',
        'Minutes played': '45',
        Goals: '1',
        'Yellow cards': '1',
      },
      [],
    )

    await page.getByRole('tab', { name: 'Statistics Overview' }).click()
    await page.getByText('Top Scorer').waitFor()
    await expectAccessible(page, 'stats-overview')
    await shootWidths(page, 'stats-overview')
    await page.getByRole('link', { name: 'View Details for Sam Okafor' }).click()
    await page.getByText('No game stats recorded yet for this player.').waitFor()
    await page.getByRole('button', { name: 'All players' }).click()
    await page.getByRole('link', { name: 'View Details for Maya Lopez' }).click()
    await page.getByRole('heading', { level: 2, name: 'Maya Lopez' }).waitFor()

    const tiles = async (title: string) => {
      const region = page.getByRole('region', { name: title })
      await region.locator('dd').first().waitFor()
      const labels = await region.locator('dt').allInnerTexts()
      const values = await region.locator('dd').allInnerTexts()
      return Object.fromEntries(labels.map((label, index) => [label, values[index]]))
    }
    await expect
      .poll(() => tiles('Season Totals'))
      .toEqual({
        'Games Played': '2',
        Goals: '3',
        Assists: '1',
        'Minutes Played': '105',
        Saves: '0',
        'Yellow Cards': '1',
        'Red Cards': '0',
      })
    await expect
      .poll(() => tiles('Per Game Averages'))
      .toEqual({ Goals: '1.5', Assists: '0.5', Minutes: '52.5', Saves: '0.0' })
    await expectAccessible(page, 'stats-player')
    await shootWidths(page, 'stats-player')

    await page.getByRole('tab', { name: 'Game by Game' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('games')
    const games = page.locator('.game-line')
    await expect.poll(() => games.count()).toBe(2)
    const [latest, first] = [games.nth(0), games.nth(1)]
    await latest.getByRole('heading', { name: 'vs Northside Strikers' }).waitFor()
    await latest.getByText('Mar 14, 2026').waitFor()
    await first.getByRole('heading', { name: 'vs Eastside United' }).waitFor()
    await first.getByText('Mar 7, 2026').waitFor()
    await expect
      .poll(() => first.getByRole('listitem').allInnerTexts())
      .toEqual(['Header from a corner', 'Assist to Sam'])
    await first.getByText(`Recorded by ${coach.name}`).waitFor()
    await expectAccessible(page, 'stats-games')
    await shootWidths(page, 'stats-games')

    await page.goto(`${app.baseUrl}/stats?player=no-such-player`)
    await page.getByRole('heading', { name: 'Player not found.' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'vs Eastside United' }).waitFor()
    expect(page.errors).toEqual([])
  })

  it('shows a parent the read-only roster, without the children’s personal data', async () => {
    const response = await coachPage.request.post(`${app.baseUrl}/api/invites`, {
      data: { relationship: 'parent_guardian' },
      headers: { Origin: app.baseUrl },
    })
    expect(response.status()).toBe(201)
    const { code } = (await response.json()) as { code: string }

    parentPage = await openPage(browser, { width: 375 })
    const page = parentPage
    await page.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await fillFields(page, {
      'Your name': parent.name,
      Email: parent.email,
      Password: parent.password,
      'Confirm password': parent.password,
    })
    await page.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(page, '/dashboard')

    await page.goto(`${app.baseUrl}/players`)
    const maya = card(page, 'Maya Lopez')
    await maya.waitFor()
    await expect.poll(() => page.getByRole('button', { name: /Add Player/ }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0)
    await expect.poll(() => page.getByRole('link', { name: /^View\/Update Stats for / }).count()).toBe(3)
    // Ages come from the date of birth, which only coaches may see.
    await expect.poll(() => maya.getByText(/Age/).count()).toBe(0)
    // Pat joined with the parent e-mail the coach entered for Maya.
    await maya.getByText('Your child').waitFor()
    await expect.poll(() => page.getByText('Your child').count()).toBe(1)
    await expectAccessible(page, 'roster-parent')
    await shootWidths(page, 'roster-parent')

    const players = await apiPlayers(page)
    expect(players).toHaveLength(3)
    expect(JSON.stringify(players)).not.toContain('Peanut')
    expect(players.every((player) => player.details === undefined)).toBe(true)
    expect(players.find((player) => player.name === 'Maya Lopez')?.parentIds).toHaveLength(1)

    await maya.getByRole('link', { name: 'View/Update Stats for Maya Lopez' }).click()
    await page.getByRole('heading', { level: 2, name: 'Maya Lopez' }).waitFor()
    await expect.poll(() => page.getByRole('tab', { name: 'Track Stats' }).count()).toBe(0)
    await expect.poll(() => page.getByLabel('Player', { exact: true }).inputValue()).not.toBe('')
    await page.getByRole('tab', { name: 'Game by Game' }).click()
    await page.getByRole('heading', { name: 'vs Eastside United' }).waitFor()
    await expect.poll(() => page.getByText(/Recorded by/).count()).toBe(0)
    expect(page.errors).toEqual([])
  })

  it('brings a new player and a new game to the parent’s open pages live', async () => {
    await parentPage.goto(`${app.baseUrl}/players`)
    await card(parentPage, 'Maya Lopez').waitFor()

    await coachPage.goto(`${app.baseUrl}/players`)
    const dialog = await addPlayer(coachPage, { 'Player name': 'Leo Chen', 'Jersey number': '10' })
    await dialog.waitFor({ state: 'detached' })
    await card(parentPage, 'Leo Chen').waitFor()

    await parentPage.getByRole('link', { name: 'View/Update Stats for Maya Lopez' }).click()
    await parentPage.getByRole('tab', { name: 'Game by Game' }).click()
    const games = parentPage.locator('.game-line')
    await expect.poll(() => games.count()).toBe(2)

    await coachPage.getByRole('link', { name: 'Stats', exact: true }).click()
    await coachPage.getByRole('link', { name: 'View Details for Maya Lopez' }).click()
    await coachPage.getByRole('button', { name: 'Record Stats', exact: true }).click()
    const record = coachPage.getByRole('dialog', { name: 'Record Game Stats' })
    await labelled(record, 'Game date').fill('2026-03-21')
    await labelled(record, 'Opponent').fill('Westfield Rovers')
    await labelled(record, 'Minutes played').fill('30')
    await record.getByRole('button', { name: 'Save Stats' }).click()
    await record.getByText('Stats recorded successfully!').waitFor()
    await games.first().getByRole('heading', { name: 'vs Westfield Rovers' }).waitFor()
    await parentPage.getByText('3 games').waitFor()
    expect(parentPage.errors).toEqual([])
    expect(coachPage.errors).toEqual([])
  })

  it('deletes a player, after asking, from every view', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/players`)
    await parentPage.goto(`${app.baseUrl}/players`)
    await card(parentPage, 'Maya Lopez').waitFor()

    await card(page, 'Maya Lopez').getByRole('button', { name: 'Delete Maya Lopez' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Player' })
    await confirm
      .getByText(
        'Are you sure you want to delete Maya Lopez? This action cannot be undone and will remove all associated statistics.',
        { exact: true },
      )
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete Player' }).click()
    await confirm.waitFor({ state: 'detached' })
    await card(page, 'Maya Lopez').waitFor({ state: 'detached' })
    await card(parentPage, 'Maya Lopez').waitFor({ state: 'detached' })
    expect((await apiPlayers(page)).map((player) => player.name)).not.toContain('Maya Lopez')

    await page.getByRole('link', { name: 'Stats', exact: true }).click()
    await expect.poll(() => page.getByRole('link', { name: 'View Details for Maya Lopez' }).count()).toBe(0)
    await page.getByText('Top Scorer').waitFor()
    await expect.poll(() => page.locator('.leader-card').filter({ hasText: 'Maya Lopez' }).count()).toBe(0)
    expect(page.errors).toEqual([])
  })
})
