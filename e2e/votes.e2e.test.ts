import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, shortDate } from './support/dates'
import { expectMessageBeside, labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })
const otherParent: Person = unique({ name: 'Alex Kim', email: 'alex@example.com', password: 'penalty-spot-3' })
const teamZone = 'America/Chicago'

// Maya is Robin's daughter: Robin may vote for anyone but her.
const squad = [
  { name: 'Maya Lopez', jerseyNumber: 7, position: 'Forward', parentEmails: [parent.email] },
  { name: 'Leo Chen', jerseyNumber: 10, position: 'Midfielder' },
  { name: 'Sam Okafor', jerseyNumber: 1, position: 'Goalkeeper' },
]

interface ApiError {
  error: { message: string }
}
interface ApiVotingsPage {
  active: { id: string; gameTitle: string }[]
}

const activeVoting = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title }).filter({ hasText: 'Active Voting' })
const previousResults = (page: Page) => page.getByRole('region', { name: 'Previous Results' })

describe('player of the match', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let otherPage: TestPage
  let players: Map<string, string>

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    for (const player of squad) await api(coachPage, 'POST', '/api/players', player)
    const roster = await api<{ id: string; name: string }[]>(coachPage, 'GET', '/api/players')
    players = new Map(roster.map((player) => [player.name, player.id]))
    parentPage = await openZonedPage(browser, teamZone, { width: 375 })
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    otherPage = await openZonedPage(browser, teamZone)
    await joinTeamThroughApi(coachPage, otherPage, app.baseUrl, otherParent, 'parent_guardian')
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('starts a voting from a suggested game, which every open page shows without a reload', async () => {
    await api(coachPage, 'POST', '/api/calendar-events', {
      title: 'Spring Cup',
      type: 'game',
      opponent: 'Eastside United',
      date: dayIn(teamZone),
      time: '00:01',
      location: 'Lakeside Park',
    })
    await coachPage.goto(`${app.baseUrl}/player-of-match`)
    await coachPage.getByRole('heading', { level: 1, name: 'Player of the Match' }).waitFor()
    await coachPage.getByText('No voting open').waitFor()
    await parentPage.goto(`${app.baseUrl}/player-of-match`)
    await parentPage.getByText('No voting open').waitFor()
    // Families see no suggestions and no Create Voting.
    await expect.poll(() => parentPage.getByRole('button', { name: /Create Voting|Start Voting/ }).count()).toBe(0)
    await otherPage.goto(`${app.baseUrl}/player-of-match`)

    const suggestions = coachPage.getByRole('region', { name: 'Suggested Games' })
    await suggestions.getByText(`${shortDate(dayIn(teamZone))} · 12:01 AM · vs Eastside United`).waitFor()
    await shootWidths(coachPage, 'votes-coach-suggested')
    await suggestions.getByRole('button', { name: /^Start Voting for Spring Cup/ }).click()
    await activeVoting(coachPage, 'Spring Cup').waitFor()
    await suggestions.getByText('No recent games without a voting.', { exact: false }).waitFor()

    await activeVoting(parentPage, 'Spring Cup').waitFor()
    expect(coachPage.errors).toEqual([])
  })

  it('never offers a parent their own child, and the server refuses that vote too', async () => {
    const panel = activeVoting(parentPage, 'Spring Cup')
    await parentPage.getByText('Parents cannot vote for their own children.').waitFor()
    await parentPage.getByText('Maya Lopez is not on your ballot for that reason.').waitFor()
    await expect.poll(() => panel.getByRole('radio', { name: /Maya Lopez/ }).count()).toBe(0)
    await expect.poll(() => panel.getByRole('radio').count()).toBe(2)

    const votingId = (await api<ApiVotingsPage>(parentPage, 'GET', '/api/votings')).active[0]!.id
    const refused = await apiCall<ApiError>(parentPage, 'POST', `/api/votings/${votingId}/votes`, {
      playerId: players.get('Maya Lopez'),
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('You cannot vote for your own child. Please select another player.')
    // Members see how many votes are in, not who is ahead.
    await panel.getByText('0 votes in so far').waitFor()
    await expect.poll(() => panel.getByRole('heading', { name: 'Votes so far' }).count()).toBe(0)
  })

  it('takes a parent’s vote once, with a reason, and tells the coach live', async () => {
    const panel = activeVoting(parentPage, 'Spring Cup')
    await panel.getByRole('button', { name: 'Submit Vote' }).click()
    await panel.getByText('Please select a player.').waitFor()
    await panel.getByRole('radio', { name: /Leo Chen/ }).check()
    await labelled(panel, 'Reason (optional)').fill('Ran the midfield all game')
    await shootWidths(parentPage, 'votes-parent-ballot')
    await expectAccessible(parentPage, 'the ballot, as a parent')
    await panel.getByRole('button', { name: 'Submit Vote' }).click()
    await panel.getByText('You voted for Leo Chen.').waitFor()
    await panel.getByText('“Ran the midfield all game”').waitFor()
    await panel.getByText('1 vote in so far').waitFor()

    const votingId = (await api<ApiVotingsPage>(parentPage, 'GET', '/api/votings')).active[0]!.id
    const again = await apiCall<ApiError>(parentPage, 'POST', `/api/votings/${votingId}/votes`, {
      playerId: players.get('Sam Okafor'),
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('You have already voted in this session.')

    // The coach's tally follows without a reload.
    const coachPanel = activeVoting(coachPage, 'Spring Cup')
    await coachPanel.getByText('1 vote in so far').waitFor()
    await coachPanel.getByRole('heading', { name: 'Votes so far' }).waitFor()
    expect(parentPage.errors).toEqual([])
  })

  it('lets the coach close the voting after asking, and shows the winner with medals everywhere', async () => {
    const otherPanel = activeVoting(otherPage, 'Spring Cup')
    await otherPanel.getByRole('radio', { name: /Leo Chen/ }).check()
    await otherPanel.getByRole('button', { name: 'Submit Vote' }).click()
    await otherPanel.getByText('You voted for Leo Chen.').waitFor()
    const coachPanel = activeVoting(coachPage, 'Spring Cup')
    await coachPanel.getByRole('radio', { name: /Sam Okafor/ }).check()
    await coachPanel.getByRole('button', { name: 'Submit Vote' }).click()
    await coachPanel.getByText('You voted for Sam Okafor.').waitFor()
    await coachPanel.getByText('3 votes in so far').waitFor()
    await shootWidths(coachPage, 'votes-coach-tally')
    await expectAccessible(coachPage, 'an open voting with its tally, as a coach')

    await coachPanel.getByRole('button', { name: 'Close Voting' }).click()
    const confirm = coachPage.getByRole('dialog', { name: 'Close Voting' })
    await confirm.getByText('a closed voting cannot be reopened', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await coachPanel.getByRole('button', { name: 'Close Voting' }).click()
    await confirm.getByRole('button', { name: 'Close Voting' }).click()
    await confirm.waitFor({ state: 'detached' })
    await coachPanel.waitFor({ state: 'detached' })

    for (const page of [coachPage, parentPage]) {
      const results = previousResults(page)
      await results.getByText('Leo Chen is Player of the Match with 2 votes.').waitFor()
      const medals = results.getByRole('list', { name: 'Top 3 of Spring Cup' }).getByRole('listitem')
      await expect
        .poll(() => medals.allInnerTexts())
        .toEqual([
          expect.stringMatching(/Leo Chen[\s\S]*Gold · 1st[\s\S]*2 votes/),
          expect.stringMatching(/Sam Okafor[\s\S]*Silver · 2nd[\s\S]*1 vote/),
        ])
    }
    await parentPage.getByText('No voting open').waitFor()
    await shootWidths(parentPage, 'votes-results')

    // Closed means closed: a late vote is refused.
    const votingId = (await api<{ closed: { id: string }[] }>(otherPage, 'GET', '/api/votings')).closed[0]!.id
    const late = await apiCall<ApiError>(otherPage, 'POST', `/api/votings/${votingId}/votes`, {
      playerId: players.get('Sam Okafor'),
    })
    expect(late.status).toBe(409)
    expect(coachPage.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })

  it('opens a voting for a custom game, after the form’s messages, and states a tie as a tie', async () => {
    await coachPage.getByRole('button', { name: '+ Create Voting' }).click()
    const dialog = coachPage.getByRole('dialog', { name: 'Create Voting' })
    await dialog.getByText('No games from the last week or the next day', { exact: false }).waitFor()
    await expect.poll(() => labelled(dialog, 'Time').inputValue()).toBe('15:00')
    await dialog.getByRole('button', { name: 'Create Voting' }).click()
    await expectMessageBeside(dialog, 'Game title', 'Game title is required')
    await expectMessageBeside(dialog, 'Date', 'Game date is required')
    await labelled(dialog, 'Game title').fill('   ')
    await expectMessageBeside(dialog, 'Game title', 'Game title is required')
    await shootWidths(coachPage, 'votes-create-dialog')
    await expectAccessible(coachPage, 'the create voting dialog with its messages')

    // A failure says so in the spec's words.
    await coachPage.route('**/api/votings/custom', (route) => route.fulfill({ status: 500, body: '' }))
    await labelled(dialog, 'Game title').fill('  Friendly vs Lakeside  ')
    await labelled(dialog, 'Date').fill(dayIn(teamZone, -1))
    await dialog.getByRole('button', { name: 'Create Voting' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Failed to create voting session. Please try again.' }).waitFor()
    await coachPage.unroute('**/api/votings/custom')
    await dialog.getByRole('button', { name: 'Create Voting' }).click()
    await dialog.waitFor({ state: 'detached' })

    const coachPanel = activeVoting(coachPage, 'Friendly vs Lakeside')
    await coachPanel.getByText(`${shortDate(dayIn(teamZone, -1))} · 3:00 PM`).waitFor()
    const parentPanel = activeVoting(parentPage, 'Friendly vs Lakeside')
    await parentPanel.getByRole('radio', { name: /Leo Chen/ }).check()
    await parentPanel.getByRole('button', { name: 'Submit Vote' }).click()
    await parentPanel.getByText('You voted for Leo Chen.').waitFor()
    const otherPanel = activeVoting(otherPage, 'Friendly vs Lakeside')
    await otherPanel.getByRole('radio', { name: /Sam Okafor/ }).check()
    await otherPanel.getByRole('button', { name: 'Submit Vote' }).click()
    await otherPanel.getByText('You voted for Sam Okafor.').waitFor()

    await coachPanel.getByText('2 votes in so far').waitFor()
    await coachPanel.getByRole('button', { name: 'Close Voting' }).click()
    await coachPage.getByRole('dialog', { name: 'Close Voting' }).getByRole('button', { name: 'Close Voting' }).click()

    const results = previousResults(parentPage)
    await results
      .getByText("It's a tie: Leo Chen and Sam Okafor are joint Players of the Match with 1 vote each.")
      .waitFor()
    const medals = results.getByRole('list', { name: 'Top 3 of Friendly vs Lakeside' }).getByRole('listitem')
    await expect
      .poll(() => medals.allInnerTexts())
      .toEqual([
        expect.stringMatching(/Leo Chen[\s\S]*Gold · Joint 1st/),
        expect.stringMatching(/Sam Okafor[\s\S]*Gold · Joint 1st/),
      ])
    await shootWidths(parentPage, 'votes-tie')
    await expectAccessible(parentPage, 'Previous Results with a tie, as a parent')
  })

  it('shows the coach who has never been recognised this season', async () => {
    const awards = coachPage.getByRole('region', { name: 'Season Awards' })
    await awards.getByText('2 closed votings so far.', { exact: false }).waitFor()
    const never = awards.getByRole('region', { name: 'Not yet recognised (1)' })
    await never.getByText('Maya Lopez').waitFor()
    await awards.getByRole('region', { name: 'Recognised' }).getByText('2 awards', { exact: false }).waitFor()
    await shootWidths(coachPage, 'votes-coach-season')
    await expect.poll(() => parentPage.getByRole('region', { name: 'Season Awards' }).count()).toBe(0)
    expect(coachPage.errors).toEqual([])
  })

  it('wraps players’ names on the ballot only between words, wide and on a phone', async () => {
    for (const player of [
      { name: 'Charlotte Lewis', jerseyNumber: 11, position: 'Defender' },
      { name: 'Benjamin White', jerseyNumber: 14, position: 'Defender' },
      { name: 'Maximilian Castellanos', jerseyNumber: 23, position: 'Forward' },
    ])
      await api(coachPage, 'POST', '/api/players', player)
    await api(coachPage, 'POST', '/api/votings/custom', { title: 'Derby day', date: dayIn(teamZone) })

    for (const page of [coachPage, otherPage, parentPage]) {
      await page.goto(`${app.baseUrl}/player-of-match`)
      const panel = activeVoting(page, 'Derby day')
      await panel.getByRole('radio', { name: /Benjamin White/ }).waitFor()
      // Each word of each choice on one line: a word split over two lines has boxes on both.
      const splitWords = await panel.locator('.choice__text').evaluateAll((texts) =>
        texts.flatMap((text) => {
          const split: string[] = []
          const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange()
              range.setStart(node, word.index)
              range.setEnd(node, word.index + word[0].length)
              const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)))
              if (lines.size > 1) split.push(word[0])
            }
          }
          return split
        }),
      )
      expect(splitWords, `at ${page.viewportSize()?.width}px`).toEqual([])
    }
    await shootWidths(coachPage, 'votes-ballot-long-names', [1280])
  })
})
