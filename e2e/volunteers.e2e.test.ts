import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, hourIn } from './support/dates'
import { labelled } from './support/fields'
import { startMailbox, type Mailbox } from './support/mailbox'
import { pageOfPath, teamOfPage } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { startAppKeepingData, type AppWithKeptData } from './support/server'
import { joinTeamThroughApi, setUpTeamThroughApi, type Person } from './support/sign-in'

const coach: Person = { name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' }
const robin: Person = { name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' }
const sam: Person = { name: 'Sam Patel', email: 'sam@example.com', password: 'penalty-spot-3' }
const alex: Person = { name: 'Alex Kim', email: 'alex@example.com', password: 'corner-flag-5' }

// The team's clocks are in Chicago (in Tokyo just after midnight there, so "today" is never about to turn).
const teamZone = hourIn('America/Chicago') >= 1 ? 'America/Chicago' : 'Asia/Tokyo'

const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const snacks = 'Snacks – Cup Final'

/** Waits until the card says `text`. */
const cardSays = (page: Page, title: string, text: string | RegExp) =>
  card(page, title).getByText(text).first().waitFor()

describe('volunteer sign-ups', () => {
  let app: AppWithKeptData
  let browser: Browser
  let mailbox: Mailbox
  let coachPage: TestPage
  let robinPage: TestPage
  let samPage: TestPage
  let alexPage: TestPage
  const gameDay = dayIn(teamZone, 3)
  const everyone = () => [coachPage, robinPage, samPage, alexPage]

  beforeAll(async () => {
    browser = await launchBrowser()
    mailbox = await startMailbox()
    // The rate limit guards real sign-ins; this test signs four people in from one address.
    app = await startAppKeepingData({ env: { AUTH_RATE_LIMIT: '200', SMTP_URL: mailbox.url } })
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await mailbox?.close()
  })

  it('says there is nothing to help with yet, and leads to the calendar, while no event is upcoming', async () => {
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    // Each parent in a browser context of their own; Alex on a phone.
    robinPage = await openZonedPage(browser, teamZone)
    samPage = await openZonedPage(browser, teamZone)
    alexPage = await openZonedPage(browser, teamZone, { width: 375 })
    await joinTeamThroughApi(coachPage, robinPage, app.baseUrl, robin, 'parent_guardian')
    await joinTeamThroughApi(coachPage, samPage, app.baseUrl, sam, 'parent_guardian')
    await joinTeamThroughApi(coachPage, alexPage, app.baseUrl, alex, 'parent_guardian')

    for (const page of [robinPage, samPage, alexPage]) {
      await page.goto(`${app.baseUrl}/volunteers`)
      await page.getByRole('heading', { level: 1, name: 'Volunteers' }).waitFor()
      await page.getByText('There are no upcoming events to volunteer for yet.').waitFor()
      await expect.poll(() => page.getByRole('button', { name: 'Add Volunteer Need' }).isDisabled()).toBe(true)
    }
    // Families cannot schedule: they are told a coach will, and shown the calendar.
    const toCalendar = alexPage.getByRole('link', { name: 'Team Calendar', exact: true })
    await expect.poll(async () => pageOfPath((await toCalendar.getAttribute('href')) ?? '')).toBe('/calendar')
    await alexPage
      .getByRole('region', { name: 'My sign-ups' })
      .getByText('You have not signed up to help yet.')
      .waitFor()
    await shootWidths(alexPage, 'volunteers-empty')
    await expectAccessible(alexPage, 'the volunteers page with no upcoming event')
  })

  it('adds the usual volunteer needs with a game from the event dialog, shown at once on every open page', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await page.getByRole('button', { name: '+ Schedule Event' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Schedule Event' })
    await labelled(dialog, 'Title').fill('Cup Final')
    await dialog.getByRole('radio', { name: 'Game' }).check()
    await labelled(dialog, 'Opponent').fill('Eastside United')
    await labelled(dialog, 'Date').fill(gameDay)
    await labelled(dialog, 'Time').fill('10:00')
    await labelled(dialog, 'Location').fill('Lakeside Park')
    const usual = dialog.getByRole('checkbox', { name: /Add the usual volunteer needs/ })
    await expect.poll(() => usual.isChecked()).toBe(false)
    await usual.check()
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Snacks 2 at the start, setup 3 from 30 minutes before, cleanup 2 at 2 hours after.
    for (const parent of [robinPage, samPage, alexPage]) {
      await cardSays(parent, 'Setup – Cup Final', /9:30 AM/)
      await cardSays(parent, snacks, /10:00 AM/)
      await cardSays(parent, 'Cleanup – Cup Final', /12:00 PM/)
      await expect.poll(() => parent.getByRole('button', { name: 'Add Volunteer Need' }).isDisabled()).toBe(false)
    }
    await expect.poll(() => card(alexPage, 'Setup – Cup Final').getByText('0 of 3 filled').count()).toBe(1)
    await expect.poll(() => card(alexPage, snacks).getByText('0 of 2 filled').count()).toBe(1)
    await expect.poll(() => card(alexPage, 'Cleanup – Cup Final').getByText('2 hours after').count()).toBe(1)
    const events = alexPage.getByRole('region', { name: 'Upcoming Events' })
    await events.getByText('0 of 7 filled').waitFor()
  })

  it('lets the coach add a need in the Add Volunteer Need dialog, Create waiting for an event', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/volunteers`)
    await card(page, snacks).waitFor()
    await page.getByRole('button', { name: 'Add Volunteer Need' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Volunteer Need' })
    // The spec's opening values: snacks, 1 slot, at the event's time; no event chosen, so no Create yet.
    await expect.poll(() => labelled(dialog, 'Type of help').inputValue()).toBe('snacks')
    await expect.poll(() => labelled(dialog, 'People needed').inputValue()).toBe('1')
    await expect.poll(() => labelled(dialog, 'Time offset (minutes)').inputValue()).toBe('0')
    const create = dialog.getByRole('button', { name: 'Create' })
    await expect.poll(() => create.isDisabled()).toBe(true)

    // A type brings its usual slots and time.
    await labelled(dialog, 'Type of help').selectOption('transportation')
    await expect.poll(() => labelled(dialog, 'People needed').inputValue()).toBe('2')
    await expect.poll(() => labelled(dialog, 'Time offset (minutes)').inputValue()).toBe('-15')
    const cupFinal = labelled(dialog, 'Event').locator('option', { hasText: 'Cup Final' })
    await labelled(dialog, 'Event').selectOption(await cupFinal.getAttribute('value'))
    await expect.poll(() => create.isDisabled()).toBe(false)
    await dialog
      .getByText('Helpers are needed from')
      .getByText(/9:45 AM/)
      .waitFor()
    await labelled(dialog, 'People needed').fill('3')
    await labelled(dialog, 'Description').fill('Rides from the school car park at 9:15.')
    await shootWidths(page, 'volunteers-add-dialog')
    await expectAccessible(page, 'the Add Volunteer Need dialog')
    await create.click()
    await dialog.waitFor({ state: 'detached' })

    for (const parent of [robinPage, samPage, alexPage]) {
      await cardSays(parent, 'Transportation – Cup Final', 'Rides from the school car park at 9:15.')
    }
    await alexPage.getByRole('region', { name: 'Upcoming Events' }).getByText('0 of 10 filled').waitFor()
    expect(page.errors).toEqual([])
  })

  it('lets two parents fill a 2-slot need, shows the third Full, and opens it again when one withdraws', async () => {
    const signUp = async (page: Page, note?: string) => {
      await card(page, snacks)
        .getByRole('button', { name: `Sign Up to Help: ${snacks}` })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Sign Up to Help' })
      if (note) await labelled(dialog, 'Note (optional)').fill(note)
      await dialog.getByRole('button', { name: 'Sign Up' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    const mySignUps = (page: Page) => page.getByRole('region', { name: 'My sign-ups' })

    await signUp(robinPage, 'Orange slices and water')
    await card(robinPage, snacks)
      .getByRole('button', { name: `Withdraw from ${snacks}` })
      .waitFor()
    await mySignUps(robinPage).getByText(snacks).waitFor()
    for (const page of [coachPage, samPage, alexPage]) {
      await cardSays(page, snacks, '1 of 2 filled')
      await cardSays(page, snacks, 'Orange slices and water')
    }

    await signUp(samPage)
    for (const page of everyone()) await cardSays(page, snacks, '2 of 2 filled')
    // Alex, on the phone, sees Full at once, with both names, and cannot sign up.
    const full = card(alexPage, snacks).getByRole('button', { name: `${snacks} is full` })
    await full.waitFor()
    await expect.poll(() => full.isDisabled()).toBe(true)
    await expect
      .poll(() => card(alexPage, snacks).getByRole('listitem').allInnerTexts())
      .toEqual([`${robin.name} – Orange slices and water`, sam.name])
    // The server says the same to a sign-up sent anyway.
    const needs = await apiCall<{ needs: { id: string; title: string }[] }>(alexPage, 'GET', '/api/volunteer-needs')
    const snacksId = needs.body.needs.find((n) => n.title === snacks)!.id
    const refused = await apiCall<{ error: { message: string } }>(
      alexPage,
      'POST',
      `/api/volunteer-needs/${snacksId}/sign-up`,
      {},
    )
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('Sorry, this is full: every slot has been taken.')
    await shootWidths(alexPage, 'volunteers-full')

    // Robin withdraws: the slot opens on every page, and Alex takes it.
    await card(robinPage, snacks)
      .getByRole('button', { name: `Withdraw from ${snacks}` })
      .click()
    await mySignUps(robinPage).getByText('You have not signed up to help yet.').waitFor()
    for (const page of everyone()) await cardSays(page, snacks, '1 of 2 filled')
    await card(alexPage, snacks)
      .getByRole('button', { name: `Sign Up to Help: ${snacks}` })
      .waitFor()
    await signUp(alexPage, 'Granola bars')
    await mySignUps(alexPage).getByText(snacks).waitFor()
    for (const page of everyone()) {
      await cardSays(page, snacks, '2 of 2 filled')
      await cardSays(page, snacks, 'Granola bars')
    }
    await expect
      .poll(() => card(robinPage, snacks).getByRole('listitem').allInnerTexts())
      .toEqual([sam.name, `${alex.name} – Granola bars`])
    await card(robinPage, snacks)
      .getByRole('button', { name: `${snacks} is full` })
      .waitFor()

    await shootWidths(coachPage, 'volunteers')
    await shootWidths(alexPage, 'volunteers-parent')
    await expectAccessible(alexPage, 'the volunteers page with needs and sign-ups')
    for (const page of everyone()) expect(page.errors).toEqual([])
  })

  it('shows one kind of help at a time with the category chips', async () => {
    const page = alexPage
    const chips = page.getByRole('list', { name: 'Show needs of one kind' })
    await chips.getByRole('button', { name: /^Setup/ }).click()
    await expect.poll(() => chips.getByRole('button', { name: /^Setup/ }).getAttribute('aria-pressed')).toBe('true')
    await card(page, 'Setup – Cup Final').waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(1)
    await chips.getByRole('button', { name: /^Equipment/ }).click()
    await page.getByRole('heading', { name: 'No equipment needs' }).waitFor()
    await chips.getByRole('button', { name: /^All/ }).click()
    await expect.poll(() => page.getByRole('article').count()).toBe(4)
    // The sign-up dialog, checked as a screen reader and a keyboard meet it.
    await card(page, 'Cleanup – Cup Final')
      .getByRole('button', { name: 'Sign Up to Help: Cleanup – Cup Final' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Sign Up to Help' })
    await dialog.waitFor()
    await expectAccessible(page, 'the sign-up dialog')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('lets a parent add a need of their own and change it, which other parents may not', async () => {
    const page = robinPage
    await page
      .getByRole('region', { name: 'Upcoming Events' })
      .getByRole('button', { name: 'Add need to Cup Final' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Add Volunteer Need' })
    // Opened from the event's row, the event is already chosen.
    await expect.poll(() => dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(false)
    await labelled(dialog, 'Type of help').selectOption('equipment')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await dialog.waitFor({ state: 'detached' })
    const equipment = 'Equipment – Cup Final'
    await cardSays(page, equipment, 'Bring the team bag: balls, bibs, cones, pump and the first-aid kit.')
    await cardSays(page, equipment, '30 minutes before')

    await card(page, equipment)
      .getByRole('button', { name: `Edit ${equipment}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Volunteer Need' })
    await expect.poll(() => labelled(edit, 'People needed').inputValue()).toBe('2')
    await labelled(edit, 'People needed').fill('1')
    await labelled(edit, 'Description').fill('The ball bag and the pump.')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await edit.waitFor({ state: 'detached' })
    for (const other of [coachPage, samPage]) {
      await cardSays(other, equipment, 'The ball bag and the pump.')
      await cardSays(other, equipment, '0 of 1 filled')
    }
    // The coach may change it too; Sam, another parent, may not.
    await card(coachPage, equipment)
      .getByRole('button', { name: `Edit ${equipment}` })
      .waitFor()
    expect(
      await card(samPage, equipment)
        .getByRole('button', { name: `Edit ${equipment}` })
        .count(),
    ).toBe(0)
    expect(
      await card(samPage, equipment)
        .getByRole('button', { name: `Remove ${equipment}` })
        .count(),
    ).toBe(0)
  })

  it('asks before the coach removes a need people signed up for, and it goes from every page', async () => {
    const page = coachPage
    await card(page, snacks)
      .getByRole('button', { name: `Remove ${snacks}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Remove Volunteer Need' })
    await confirm.getByText(`2 people have signed up (${sam.name}, ${alex.name})`).waitFor()
    await confirm.getByText('They will be told by e-mail that it was removed.').waitFor()
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await confirm.waitFor({ state: 'detached' })
    for (const other of everyone()) await card(other, snacks).waitFor({ state: 'detached' })
    // The two who had signed up are told by e-mail; Robin, who withdrew, is not.
    for (const person of [sam, alex]) {
      const mail = await mailbox.waitFor(person.email)
      expect(mail.text).toContain(`${coach.name} removed the volunteer need "${snacks}"`)
      // The link names the team, so it opens this team's page even when another is current.
      expect(mail.text).toContain(`${app.baseUrl}/t/${teamOfPage(alexPage)}/volunteers`)
    }
    expect(mailbox.received.some((mail) => mail.to.includes(robin.email))).toBe(false)
    await alexPage
      .getByRole('region', { name: 'My sign-ups' })
      .getByText('You have not signed up to help yet.')
      .waitFor()
    // A parent may not change what the coach added.
    await expect.poll(() => card(alexPage, 'Setup – Cup Final').getByRole('button', { name: /^Edit/ }).count()).toBe(0)
    for (const other of everyone()) expect(other.errors).toEqual([])
  })
})
