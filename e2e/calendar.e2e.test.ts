import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, hourIn, shortDate, spokenDate } from './support/dates'
import { expectMessageBeside, labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shoot, shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'
import { pageOfPath } from './support/navigation'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const assistant: Person = unique({ name: 'Casey Morgan', email: 'casey@example.com', password: 'corner-kick-7' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

// The team's clocks are in Chicago, the parent's phone in London: every time shown is the team's. (Just after
// midnight in Chicago an event at 00:00 today would not have begun yet; the team is then in Tokyo instead.)
const teamZone = hourIn('America/Chicago') >= 1 ? 'America/Chicago' : 'Asia/Tokyo'
const parentZone = 'Europe/London'

const squad = [
  { name: 'Maya Lopez', jerseyNumber: 7, position: 'Forward', parentEmails: [parent.email] },
  { name: 'Leo Chen', jerseyNumber: 10, position: 'Midfielder' },
  { name: 'Sam Okafor', jerseyNumber: 1, position: 'Goalkeeper' },
]

interface ApiCalendarEvent {
  id: string
  title: string
  version: number
  canEdit: boolean
  time: string
}
interface ApiCalendarList {
  upcoming: ApiCalendarEvent[]
  past: ApiCalendarEvent[]
  today: string
}
interface ApiError {
  error: { message: string; fields?: Record<string, string> }
}

const scheduleDialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule Event' })
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Event' })
const eventButton = (page: Page | Locator, title: string) => page.getByRole('button', { name: new RegExp(title) })

describe('the team calendar', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let assistantPage: TestPage
  let parentPage: TestPage
  let players: Map<string, string>
  const today = dayIn(teamZone)
  const gameDay = dayIn(teamZone, 3)
  const practiceDay = dayIn(teamZone, 4)

  const calendarOf = (page: Page) => api<ApiCalendarList>(page, 'GET', '/api/calendar-events')
  const eventCalled = async (page: Page, title: string) => {
    const list = await calendarOf(page)
    const found = [...list.upcoming, ...list.past].find((event) => event.title === title)
    if (!found) throw new Error(`No calendar event called ${title}`)
    return found
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('gives a new coach an empty calendar, and a parent follows it on a phone', async () => {
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    for (const player of squad) await api(coachPage, 'POST', '/api/players', player)
    const roster = await api<{ id: string; name: string }[]>(coachPage, 'GET', '/api/players')
    players = new Map(roster.map((player) => [player.name, player.id]))

    parentPage = await openZonedPage(browser, parentZone, { width: 375 })
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    await parentPage.goto(`${app.baseUrl}/calendar?view=list`)
    await parentPage.getByText('No upcoming events scheduled').waitFor()
    // Families see the calendar, not the means to change it.
    await expect.poll(() => parentPage.getByRole('button', { name: /Schedule Event/ }).count()).toBe(0)
    await expectAccessible(parentPage, 'the empty calendar, as a parent')

    await coachPage.goto(`${app.baseUrl}/calendar`)
    await coachPage.getByRole('heading', { level: 1, name: 'Team Calendar' }).waitFor()
    await coachPage.getByRole('table').waitFor()
    await expect
      .poll(() => coachPage.getByRole('columnheader').allInnerTexts())
      .toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    await coachPage.getByRole('region', { name: 'About the calendar' }).getByText('Game', { exact: true }).waitFor()
    expect(coachPage.errors).toEqual([])
  })

  it('schedules a game from a click on its day, after every message of the form', async () => {
    const page = coachPage
    if (gameDay.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click()
    await page.getByRole('button', { name: `${spokenDate(gameDay)}, no events. Schedule an event on this day` }).click()
    const dialog = scheduleDialog(page)
    await dialog.waitFor()
    // The day clicked, and the spec's defaults: 10:00, a practice, attendance on.
    await expect.poll(() => labelled(dialog, 'Date').inputValue()).toBe(gameDay)
    await expect.poll(() => labelled(dialog, 'Time').inputValue()).toBe('10:00')
    await expect.poll(() => dialog.getByRole('radio', { name: 'Practice' }).isChecked()).toBe(true)
    await expect.poll(() => dialog.getByRole('checkbox', { name: /Create attendance event/ }).isChecked()).toBe(true)
    await expect.poll(() => labelled(dialog, 'Opponent').count()).toBe(0)

    // Every message of the event form.
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await expectMessageBeside(dialog, 'Title', 'Event title is required')
    await expectMessageBeside(dialog, 'Location', 'Location is required')
    await labelled(dialog, 'Title').fill('U9')
    await expectMessageBeside(dialog, 'Title', 'Title must be at least 3 characters long')
    await labelled(dialog, 'Date').fill('')
    await expectMessageBeside(dialog, 'Date', 'Date is required')
    await labelled(dialog, 'Date').fill(dayIn(teamZone, -1))
    await expectMessageBeside(dialog, 'Date', 'Event date cannot be in the past')
    await labelled(dialog, 'Time').fill('')
    await expectMessageBeside(dialog, 'Time', 'Time is required')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await shoot(page, 'calendar-dialog-errors')
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectAccessible(page, 'the event form with its messages')

    await labelled(dialog, 'Title').fill('Spring Cup')
    await dialog.getByRole('radio', { name: 'Game' }).check()
    await labelled(dialog, 'Opponent').fill('Eastside United')
    await labelled(dialog, 'Date').fill(gameDay)
    await labelled(dialog, 'Time').fill('10:00')
    await labelled(dialog, 'Location').fill('Lakeside Park')
    await labelled(dialog, 'Address').fill('12 Mill Lane, Springfield')
    await labelled(dialog, 'Arrive early').selectOption({ label: '30 min early' })

    // The server holds the same rule: a date slipped into the past on the way is refused beside the field.
    let refused = 0
    await page.route('**/api/calendar-events', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const body = route.request().postDataJSON() as { date: string }
      const response = await route.fetch({ postData: JSON.stringify({ ...body, date: dayIn(teamZone, -2) }) })
      refused = response.status()
      await route.fulfill({ response })
    })
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await expectMessageBeside(dialog, 'Date', 'Event date cannot be in the past')
    expect(refused).toBe(400)
    await page.unroute('**/api/calendar-events')

    // A failed save says so in the spec's words, and keeps what was typed.
    await page.route('**/api/calendar-events', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    )
    await labelled(dialog, 'Date').fill(gameDay)
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to save event. Please try again.' }).waitFor()
    await page.unroute('**/api/calendar-events')

    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.waitFor({ state: 'detached' })
    // A game lasts 90 minutes unless the coach says otherwise.
    const chip = page.getByRole('button', { name: /^Game · 10:00 AM–11:30 AM\s*Spring Cup$/ })
    await chip.waitFor()

    // The parent's phone shows it at once, at the team's time, not London's.
    const parentCard = eventButton(parentPage, 'Spring Cup')
    await parentCard.waitFor()
    await expect.poll(() => parentCard.innerText()).toContain(`${shortDate(gameDay)}, 10:00 AM–11:30 AM`)
    await expect.poll(() => parentCard.innerText()).toContain('vs Eastside United')

    // The family sees when to be there and opens the address in a maps app (a web map on this desktop browser).
    await parentCard.click()
    const detail = parentPage.getByRole('dialog', { name: 'Spring Cup' })
    await expect.poll(() => detail.getByRole('definition').allInnerTexts()).toContain('9:30 AM (30 min early)')
    const directions = detail.getByRole('link', { name: /12 Mill Lane, Springfield/ })
    expect(await directions.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=12%20Mill%20Lane%2C%20Springfield',
    )
    await shoot(parentPage, 'calendar-event-address')
    await parentPage.keyboard.press('Escape')
    await detail.waitFor({ state: 'detached' })
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })

  it('schedules a practice from the list view', async () => {
    const page = coachPage
    await page.getByRole('tab', { name: 'List' }).click()
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor()
    await page.getByRole('button', { name: '+ Schedule Event' }).first().click()
    const dialog = scheduleDialog(page)
    await labelled(dialog, 'Title').fill('Evening practice')
    await labelled(dialog, 'Date').fill(practiceDay)
    await labelled(dialog, 'Time').fill('17:30')
    // A practice lasts 75 minutes unless the coach says otherwise: the end follows the start.
    await expect.poll(() => labelled(dialog, 'End').inputValue()).toBe('18:45')
    await labelled(dialog, 'Location').fill('Field 2')
    await labelled(dialog, 'Description').fill('Bring both shirts.')
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.waitFor({ state: 'detached' })

    const card = eventButton(page, 'Evening practice')
    await card.waitFor()
    await expect.poll(() => card.innerText()).toContain(`${shortDate(practiceDay)}, 5:30 PM–6:45 PM`)
    await expect.poll(() => card.innerText()).toContain('Practice')
    // Soonest first.
    await expect
      .poll(() => page.locator('.event-list').first().locator('.event-card__title').allInnerTexts())
      .toEqual(['Spring Cup', 'Evening practice'])

    await shootWidths(page, 'calendar-list')
    await expectAccessible(page, 'the list view')
    await page.getByRole('tab', { name: 'Month' }).click()
    await page.getByRole('table').waitFor()
    await shootWidths(page, 'calendar-month')
    await expectAccessible(page, 'the month view')
    expect(page.errors).toEqual([])
  })

  it('lets the coach edit an upcoming event of theirs, and says so when someone changed it meanwhile', async () => {
    const page = coachPage
    await page.getByRole('tab', { name: 'List' }).click()
    await eventButton(page, 'Evening practice').click()
    const detail = page.getByRole('dialog', { name: 'Evening practice' })
    await detail.getByText('Bring both shirts.').waitFor()
    await detail.getByRole('button', { name: 'Edit' }).click()
    const dialog = editDialog(page)
    await expect.poll(() => labelled(dialog, 'Time').inputValue()).toBe('17:30')
    await labelled(dialog, 'Time').fill('18:00')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'detached' })
    await detail.getByText(`${shortDate(practiceDay)}, 6:00 PM`).waitFor()

    // The coach starts another edit in this tab; meanwhile the same event is changed from another device.
    await detail.getByRole('button', { name: 'Edit' }).click()
    await labelled(dialog, 'Location').fill('Field 3')
    const current = await eventCalled(page, 'Evening practice')
    await api(page, 'PUT', `/api/calendar-events/${current.id}`, {
      title: 'Evening practice',
      type: 'practice',
      date: practiceDay,
      time: '18:30',
      location: 'Field 2',
      description: 'Bring both shirts.',
      version: current.version,
    })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog
      .getByRole('alert')
      .filter({
        hasText: 'This event was changed by someone else in the meantime. Please check it and save again.',
      })
      .waitFor()
    // The form now shows the event as it stands, for the coach to check and save again.
    await expect.poll(() => labelled(dialog, 'Time').inputValue()).toBe('18:30')
    await labelled(dialog, 'Location').fill('Field 3')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'detached' })
    await detail.getByText('Field 3').waitFor()
    await detail.getByText(`${shortDate(practiceDay)}, 6:30 PM`).waitFor()
    await detail.getByRole('button', { name: 'Close' }).last().click()
    expect(page.errors).toEqual([])
  })

  it('opens an event linked by its address (an e-mail’s link), again after a reload, until it is closed', async () => {
    const page = parentPage
    const { id } = await eventCalled(page, 'Evening practice')
    await page.goto(`${app.baseUrl}/calendar?event=${id}`)
    const detail = page.getByRole('dialog', { name: 'Evening practice' })
    await detail.getByText('Bring both shirts.').waitFor()
    await page.reload()
    await detail.getByText('Bring both shirts.').waitFor()
    expect(new URL(page.url()).searchParams.get('event')).toBe(id)
    await detail.getByRole('button', { name: 'Close' }).last().click()
    await detail.waitFor({ state: 'detached' })
    await expect.poll(() => new URL(page.url()).searchParams.get('event')).toBeNull()
    expect(page.errors).toEqual([])
  })

  it('deletes an upcoming event of theirs after the spec’s question', async () => {
    const page = coachPage
    await api(page, 'POST', '/api/calendar-events', {
      title: 'Team photo',
      type: 'event',
      date: practiceDay,
      time: '09:00',
      location: 'Clubhouse',
    })
    const card = eventButton(page, 'Team photo')
    await card.click()
    const detail = page.getByRole('dialog', { name: 'Team photo' })
    await detail.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Event' })
    await confirm
      .getByText('Are you sure you want to delete this event? This action cannot be undone.', { exact: true })
      .waitFor()
    await expectAccessible(page, 'the delete confirmation')

    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await detail.getByRole('button', { name: 'Delete' }).click()

    // A failure says so in the spec's words, and the dialog stays for another try.
    await page.route('**/api/calendar-events/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    )
    await confirm.getByRole('button', { name: 'Delete Event' }).click()
    await confirm.getByRole('alert').filter({ hasText: 'Failed to delete event. Please try again.' }).waitFor()
    await page.unroute('**/api/calendar-events/*')
    await confirm.getByRole('button', { name: 'Delete Event' }).click()
    await confirm.waitFor({ state: 'detached' })
    await detail.waitFor({ state: 'detached' })
    await card.waitFor({ state: 'detached' })
    await eventButton(parentPage, 'Team photo').waitFor({ state: 'detached' })
    expect((await calendarOf(page)).upcoming.map((event) => event.title)).toEqual(['Spring Cup', 'Evening practice'])
    expect(page.errors).toEqual([])
  })

  it('keeps a past event as it was: no Edit or Delete, and the server refuses them', async () => {
    const page = coachPage
    // Today at midnight in the team's zone: allowed (today is not in the past), and begun already.
    await api(page, 'POST', '/api/calendar-events', {
      title: 'Morning drills',
      type: 'practice',
      date: today,
      time: '00:00',
      location: 'Field 1',
    })
    await page.getByRole('heading', { name: 'Past Events' }).waitFor()
    await page.locator('.event-card--past').filter({ hasText: 'Morning drills' }).click()
    const detail = page.getByRole('dialog', { name: 'Morning drills' })
    await detail.getByText('Past events cannot be edited or deleted.').waitFor()
    await expect.poll(() => detail.getByRole('button', { name: /^(Edit|Delete)$/ }).count()).toBe(0)
    await detail.getByRole('button', { name: 'Close' }).last().click()

    const past = await eventCalled(page, 'Morning drills')
    expect(past.canEdit).toBe(false)
    const change = await apiCall<ApiError>(page, 'PUT', `/api/calendar-events/${past.id}`, {
      title: 'Morning drills',
      type: 'practice',
      date: today,
      time: '00:00',
      location: 'Field 9',
      version: past.version,
    })
    expect(change.status).toBe(403)
    expect(change.body.error.message).toBe('Past events cannot be edited or deleted.')
    const remove = await apiCall<ApiError>(page, 'DELETE', `/api/calendar-events/${past.id}`)
    expect(remove.status).toBe(403)
    expect(page.errors).toEqual([])
  })

  it('lets a second coach see, but not change, the first coach’s event', async () => {
    assistantPage = await openZonedPage(browser, teamZone)
    const page = assistantPage
    await joinTeamThroughApi(coachPage, page, app.baseUrl, assistant, 'assistant_coach')
    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await eventButton(page, 'Spring Cup').click()
    const detail = page.getByRole('dialog', { name: 'Spring Cup' })
    await detail.getByText('Lakeside Park').waitFor()
    await expect.poll(() => detail.getByRole('button', { name: /^(Edit|Delete)$/ }).count()).toBe(0)
    await detail.getByRole('button', { name: 'Close' }).last().click()

    const game = await eventCalled(page, 'Spring Cup')
    expect(game.canEdit).toBe(false)
    const change = await apiCall<ApiError>(page, 'PUT', `/api/calendar-events/${game.id}`, {
      title: 'Spring Cup',
      type: 'game',
      opponent: 'Eastside United',
      date: gameDay,
      time: '12:00',
      location: 'Lakeside Park',
      version: game.version,
    })
    expect(change.status).toBe(403)
    expect(change.body.error.message).toBe('Only the coach who created this event can change it.')
    expect((await apiCall(page, 'DELETE', `/api/calendar-events/${game.id}`)).status).toBe(403)
    expect((await eventCalled(page, 'Spring Cup')).time).toBe('10:00')
    expect(page.errors).toEqual([])
  })

  it('lets a parent answer for their own child, never for another, and the coaches see who is coming', async () => {
    const page = parentPage
    // On a phone the month shows dots; a tap on the day lists its events under the grid.
    await page.getByRole('tab', { name: 'Month' }).click()
    if (gameDay.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click()
    await page.getByRole('button', { name: `${spokenDate(gameDay)}, 1 event: Game` }).click()
    const day = page.getByRole('region', { name: spokenDate(gameDay) })
    await shootWidths(page, 'calendar-month-parent', [375])
    await expectAccessible(page, 'the month view on a phone, as a parent', [375])
    await eventButton(day, 'Spring Cup').click()
    const detail = page.getByRole('dialog', { name: 'Spring Cup' })
    const maya = detail.getByRole('group', { name: /^Maya Lopez/ })
    await maya.waitFor()
    // Only their own child is offered.
    await expect.poll(() => detail.getByRole('group', { name: /Leo Chen/ }).count()).toBe(0)
    // One tap saves the answer; the note is saved on its own.
    await maya.getByRole('radio', { name: 'Not going' }).check()
    await maya.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    await labelled(maya, 'Note for the coaches (optional)').fill('Away at a wedding')
    await maya.getByRole('button', { name: 'Save Note' }).click()
    await maya.getByRole('status').filter({ hasText: 'Note saved' }).waitFor()
    await shootWidths(page, 'calendar-event-detail-parent')
    await expectAccessible(page, 'the event detail with a family’s answer')

    const game = await eventCalled(page, 'Spring Cup')
    const forLeo = await apiCall<ApiError>(
      page,
      'PUT',
      `/api/calendar-events/${game.id}/availability/${players.get('Leo Chen')}`,
      { answer: 'going' },
    )
    expect(forLeo.status).toBe(403)
    expect(forLeo.body.error.message).toBe('You can only answer for your own children.')

    // The coach sees the counts on the list at once, and in the detail who has not answered.
    const coachCard = eventButton(coachPage, 'Spring Cup')
    await coachCard.getByText('0 going · 0 maybe · 1 not going · 2 no answer').waitFor()
    await coachCard.click()
    const coachDetail = coachPage.getByRole('dialog', { name: 'Spring Cup' })
    const notGoing = coachDetail.locator('.availability-group').filter({ hasText: 'Not going (1)' })
    await notGoing.getByText('Maya Lopez').waitFor()
    await notGoing.getByText('“Away at a wedding”').waitFor()
    const unanswered = coachDetail.locator('.availability-group').filter({ hasText: 'No answer yet (2)' })
    await expect
      .poll(() => unanswered.locator('.availability-group__name').allInnerTexts())
      .toEqual(['Leo Chen', 'Sam Okafor'])
    await shootWidths(coachPage, 'calendar-event-detail-coach')
    await expectAccessible(coachPage, 'the event detail with the team’s answers')
    await coachDetail.getByRole('button', { name: 'Close' }).last().click()
    expect(page.errors).toEqual([])
    expect(coachPage.errors).toEqual([])
  })

  it('shows the next event and the upcoming ones on the dashboard', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/dashboard`)
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' })
    await upcoming.getByText('Spring Cup').waitFor()
    await expect
      .poll(() => upcoming.locator('.event-card__title').allInnerTexts())
      .toEqual(['Spring Cup', 'Evening practice'])
    const nextEvent = page
      .locator('.stat-card')
      .filter({ has: page.getByRole('term').filter({ hasText: 'Next Event' }) })
      .getByRole('definition')
    await expect.poll(() => nextEvent.innerText()).toBe(shortDate(gameDay))
    await expect
      .poll(async () => pageOfPath((await upcoming.getByRole('link', { name: /View All/ }).getAttribute('href')) ?? ''))
      .toBe('/calendar')

    // Schedule Event opens the form right there, and the new event joins the list.
    await upcoming.getByRole('button', { name: '+ Schedule Event' }).click()
    const dialog = scheduleDialog(page)
    await labelled(dialog, 'Title').fill('Season kickoff party')
    await dialog.getByRole('radio', { name: 'Team Event' }).check()
    await expect.poll(() => dialog.getByRole('checkbox', { name: /Create attendance event/ }).count()).toBe(0)
    await labelled(dialog, 'Date').fill(dayIn(teamZone, 1))
    await labelled(dialog, 'Location').fill('Clubhouse')
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => upcoming.locator('.event-card__title').allInnerTexts())
      .toEqual(['Season kickoff party', 'Spring Cup', 'Evening practice'])
    await expect.poll(() => nextEvent.innerText()).toBe(shortDate(dayIn(teamZone, 1)))
    await shootWidths(page, 'dashboard-calendar')
    await expectAccessible(page, 'the dashboard with upcoming events')

    // A parent's dashboard follows live, with no Schedule Event.
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    const parentUpcoming = parentPage.getByRole('region', { name: 'Upcoming Events' })
    await parentUpcoming.getByText('Season kickoff party').waitFor()
    await expect.poll(() => parentUpcoming.getByRole('button', { name: /Schedule Event/ }).count()).toBe(0)
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })
})
