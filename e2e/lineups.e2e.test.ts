import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, newContext, openZonedPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { screenshotsDir, shoot, shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Robin Hale', email: 'robin.hale@example.com', password: 'lineup-2026' })
const parent: Person = unique({ name: 'Jonas Weber', email: 'jonas.weber@example.com', password: 'aufstellung-7' })
const teamZone = 'Europe/Berlin'

/** Seven starters for 7v7, each to the place the coach puts them, and one on the bench. */
const squad = [
  { name: 'Lena Vogt', jerseyNumber: 1, slot: 'Goalkeeper' },
  { name: 'Mats Keller', jerseyNumber: 2, slot: 'Left back' },
  { name: 'Noah Brandt', jerseyNumber: 3, slot: 'Right back' },
  { name: 'Ida Sommer', jerseyNumber: 6, slot: 'Left midfield' },
  { name: 'Emil Roth', jerseyNumber: 8, slot: 'Central midfield' },
  { name: 'Clara Jung', jerseyNumber: 7, slot: 'Right midfield' },
  { name: 'Finn Berger', jerseyNumber: 9, slot: 'Striker' },
] as const
const benched = { name: 'Paul Krüger', jerseyNumber: 12 }

/** A page whose browser speaks German, on the team's clock, recording uncaught errors. */
async function openGermanPage(browser: Browser, width: number): Promise<TestPage> {
  const context = await newContext(browser, { locale: 'de-DE', timezoneId: teamZone, viewport: { width, height: 800 } })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
}

/** The dialog as it is on screen (a full-page shot shows only the page behind a dialog's scrolled body). */
const shootDialog = async (dialog: Locator, name: string) => {
  await mkdir(screenshotsDir, { recursive: true })
  await dialog.screenshot({ path: join(screenshotsDir, `${name}.png`) })
}

/** Drags with the mouse from the middle of one element to the middle of another, in steps, as a hand does. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

/** Focuses an element and presses a key on it, as a keyboard reaches and uses a control. */
const press = async (page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') => {
  await target.focus()
  await page.keyboard.press(key === ' ' ? 'Space' : key)
}

describe('lineups', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone, { width: 375, height: 800 })
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Kreuzberg Kickers U10')
    parentPage = await openGermanPage(browser, 375)
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    await api(coachPage, 'POST', '/api/calendar-events', {
      title: 'Derby',
      type: 'game',
      opponent: 'Neukölln',
      date: dayIn(teamZone, 2),
      time: '10:30',
      location: 'Jahnsportpark',
    })
    for (const { name, jerseyNumber } of [...squad, benched])
      await api(coachPage, 'POST', '/api/players', { name, jerseyNumber })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('a coach builds a 7v7 lineup with the keyboard alone and publishes it; the family sees it live on the game’s page', async () => {
    // The parent has the game open before anything is published: nothing of a lineup shows.
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    await parentPage.getByRole('button', { name: /Derby/ }).first().click()
    const parentGame = parentPage.getByRole('dialog', { name: 'Derby' })
    await parentGame.getByText('Jahnsportpark').first().waitFor()
    expect(await parentGame.getByRole('region', { name: 'Aufstellung' }).count()).toBe(0)

    const page = coachPage
    await page.goto(`${app.baseUrl}/calendar`)
    await press(page, page.getByRole('tab', { name: 'List' }))
    await press(page, page.getByRole('button', { name: /Derby/ }).first())
    const game = page.getByRole('dialog', { name: 'Derby' })
    await press(page, game.getByRole('button', { name: 'Pick Lineup' }))
    const editor = page.getByRole('dialog', { name: 'Pick Lineup' })
    await editor.getByRole('list', { name: 'Pitch, 7v7' }).waitFor()
    const status = editor.locator('[aria-live="polite"]')
    await expect.poll(() => status.innerText()).toBe('7 places still empty')
    await shootDialog(editor, 'lineup-editor-empty-375')

    for (const [index, { name, jerseyNumber, slot }] of squad.entries()) {
      await press(page, editor.getByRole('button', { name: `#${jerseyNumber} ${name}`, exact: true }))
      await expect.poll(() => status.innerText()).toBe(`${name} selected. Choose a place on the pitch or the bench.`)
      const place = editor.getByRole('button', { name: `${slot}: empty` })
      // Tap-to-place is a button: Enter and Space both place.
      await press(page, place, index % 2 === 0 ? 'Enter' : ' ')
      await expect.poll(() => status.innerText()).toBe(`${name} placed as ${slot}.`)
      await editor.getByRole('button', { name: `${slot}: ${name}` }).waitFor()
    }
    await press(page, editor.getByRole('button', { name: `#${benched.jerseyNumber} ${benched.name}`, exact: true }))
    await press(page, editor.getByRole('button', { name: 'To the Bench' }))
    await expect.poll(() => status.innerText()).toBe(`${benched.name} moved to the bench.`)

    await press(page, editor.getByRole('radio', { name: 'Now' }), ' ')
    await expectAccessible(page, 'lineup-editor')
    // The editor as the coach sees it: the pitch at the top of its scrolling body, in light and dark, then the list.
    await editor.getByRole('list', { name: 'Pitch, 7v7' }).scrollIntoViewIfNeeded()
    await shootDialog(editor, 'lineup-editor-pitch-375')
    await page.emulateMedia({ colorScheme: 'dark' })
    await shootDialog(editor, 'lineup-editor-pitch-dark-375')
    await page.emulateMedia({ colorScheme: 'light' })
    await shoot(page, 'lineup-editor')
    await page.setViewportSize({ width: 1280, height: 900 })
    await editor.getByRole('list', { name: 'Pitch, 7v7' }).scrollIntoViewIfNeeded()
    await shootDialog(editor, 'lineup-editor-1280')
    await page.setViewportSize({ width: 375, height: 800 })

    await press(page, editor.getByRole('button', { name: 'Save Lineup' }))
    await expect.poll(() => editor.count()).toBe(0)
    const lineup = game.getByRole('region', { name: 'Lineup' })
    await lineup.getByText('Published: every member sees it.').waitFor()

    // The family's open dialog shows it without a reload, in German, the starters on their places.
    const seen = parentGame.getByRole('region', { name: 'Aufstellung' })
    await seen.waitFor()
    await seen.getByText('Torwart: Lena Vogt').waitFor()
    await seen.getByText('Stürmer: Finn Berger').waitFor()
    await seen.getByText(benched.name).waitFor()
    await expectAccessible(parentPage, 'lineup-game-parent')
    await shoot(parentPage, 'lineup-game-de')
    await parentPage.emulateMedia({ colorScheme: 'dark' })
    await shoot(parentPage, 'lineup-game-de-dark')
    await parentPage.emulateMedia({ colorScheme: 'light' })

    // A change after publishing, by dragging (the pointer's alternative): the bench's player onto the striker's
    // place swaps the two, and the family's open page follows at once.
    await game.getByRole('button', { name: 'Edit Lineup' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Lineup' })
    const from = edit.locator('.lineup-editor__bench').getByRole('button', { name: new RegExp(benched.name) })
    const to = edit.getByRole('button', { name: 'Striker: Finn Berger' })
    // A tall phone, so that the pitch and the bench are on screen together.
    await page.setViewportSize({ width: 375, height: 1400 })
    await to.scrollIntoViewIfNeeded()
    await dragOnto(page, from, to)
    await page.setViewportSize({ width: 375, height: 800 })
    await expect.poll(() => edit.locator('[aria-live="polite"]').innerText()).toBe(`${benched.name} placed as Striker.`)
    await edit
      .locator('.lineup-editor__bench')
      .getByRole('button', { name: /Finn Berger/ })
      .waitFor()
    await edit.getByRole('button', { name: 'Save Lineup' }).click()
    await expect.poll(() => edit.count()).toBe(0)
    await seen.getByText(`Stürmer: ${benched.name}`).waitFor()

    // The widest format on a phone: eleven places that do not run into each other (shot, then left unsaved).
    await game.getByRole('button', { name: 'Edit Lineup' }).click()
    await edit.getByRole('combobox', { name: 'Format' }).selectOption('11v11')
    await edit.getByRole('list', { name: 'Pitch, 11v11' }).scrollIntoViewIfNeeded()
    await shootDialog(edit, 'lineup-editor-11v11-375')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => edit.count()).toBe(0)

    // The dashboard shows the next game's lineup.
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    const card = parentPage.getByRole('region', { name: 'Aufstellung fürs nächste Spiel' })
    await card.getByText('Torwart: Lena Vogt').waitFor()
    await shootWidths(parentPage, 'lineup-dashboard-de', [1280, 375])

    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })
})
