import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openPage, type TestPage } from './support/browser'
import { field, fillFields } from './support/fields'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { joinTeam, setUpTeam, signIn, tab, type Person } from './support/sign-in'

const coachA: Person = { name: 'Casey Morgan', email: 'casey@example.com', password: 'kickoff-2026' }
const coachB: Person = { name: 'Jordan Lee', email: 'jordan@example.com', password: 'penalty-spot-7' }
const parent: Person = { name: 'Pat Rivera', email: 'pat@example.com', password: 'halftime-9' }
const otherParent: Person = { name: 'Sam Okafor', email: 'sam@example.com', password: 'throw-in-42' }
const teamA = 'Riverside U10'
const teamB = 'Riverside U12'
const teamC = 'Riverside Futsal'

/** The dashboard of whichever team the session is in now (its address may name the team). */
const waitForDashboard = (page: Page) => page.waitForURL((url) => url.pathname.endsWith('/dashboard'))

/** The dashboard names the team it shows. */
const expectTeamShown = (page: Page, teamName: string) =>
  page.getByRole('main').getByText(teamName, { exact: false }).first().waitFor()

/** Light, then dark, at desktop and phone widths. */
async function shootBothSchemes(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' })
  await shootWidths(page, `${name}-light`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await shootWidths(page, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('one account, several teams', () => {
  let app: RunningApp
  let browser: Browser
  let coachBPage: TestPage
  let parentPage: TestPage

  const inviteToB = async () => {
    const { code } = await api<{ code: string }>(coachBPage, 'POST', '/api/invites', {
      relationship: 'parent_guardian',
    })
    return `${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    // The rate limit guards real sign-ins; this test signs several people in from one address.
    app = await startApp({ env: { AUTH_RATE_LIMIT: '200' } })
    const coachAPage = await openPage(browser)
    await setUpTeam(coachAPage, app.baseUrl, coachA, teamA)
    coachBPage = await openPage(browser)
    await setUpTeam(coachBPage, app.baseUrl, coachB, teamB)
    parentPage = await openPage(browser)
    await joinTeam(coachAPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    const otherPage = await openPage(browser)
    await joinTeam(coachAPage, otherPage, app.baseUrl, otherParent, 'parent_guardian')
    await otherPage.context().close()
    await coachAPage.context().close()
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it("lets a parent of team A open team B's invite link while signed in and join with the same account", async () => {
    const page = parentPage
    const link = await inviteToB()
    await page.goto(link)
    await page.getByText(`You are invited to join ${teamB} as Parent.`).waitFor()
    await page.getByText(`Signed in as ${parent.name}`).waitFor()
    await expect.poll(() => page.getByRole('radio', { name: 'Parent' }).isChecked()).toBe(true)
    await expect.poll(() => page.getByRole('radio', { name: 'Coach' }).isDisabled()).toBe(true)
    await expectAccessible(page, 'join-team')
    await shootBothSchemes(page, 'join-team')

    await page.getByRole('button', { name: 'Join Team' }).click()
    await waitForDashboard(page)
    await expectTeamShown(page, teamB)

    // The same invite again (in the older /login shape of the link): they are a member already, and it takes
    // them there.
    await page.goto(link.replace('/auth?', '/login?'))
    await page.getByText(`You are already a member of ${teamB}.`).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Join Team' }).count()).toBe(0)
    await page.getByRole('button', { name: `Go to ${teamB}` }).click()
    await waitForDashboard(page)
    await expectTeamShown(page, teamB)
    expect(page.errors).toEqual([])
  })

  it('lets a signed-in person create another team', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await page.waitForURL((url) => url.pathname === '/setup')
    await page.getByText('Create another team').waitFor()
    await page.getByText(`Signed in as ${parent.name}`).waitFor()
    // No account fields: the account is the one signed in.
    await expect.poll(() => page.getByLabel(/^Password/).count()).toBe(0)
    await expect.poll(() => page.getByLabel(/^Email/).count()).toBe(0)
    await expectAccessible(page, 'create-another-team')
    await shootBothSchemes(page, 'create-another-team')

    await expect.poll(() => page.getByRole('button', { name: 'Create Team' }).isDisabled()).toBe(true)
    await fillFields(page, { 'Team name': teamC })
    await page.getByLabel(/^Age group/).selectOption('U12')
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForDashboard(page)
    await expectTeamShown(page, teamC)
    const me = await api<{ user: { role: string; teams: { teamName: string }[] } }>(page, 'GET', '/api/auth/session')
    expect(me.user.role).toBe('coach')
    expect(me.user.teams.map((team) => team.teamName)).toEqual([teamA, teamB, teamC])
    expect(page.errors).toEqual([])
  })

  it("asks someone registering through team B's invite with team A's e-mail to sign in, and then joins", async () => {
    const page = await openPage(browser, { width: 375 })
    await page.goto(await inviteToB())
    await page.getByText(`You are invited to join ${teamB} as Parent.`).waitFor()
    await fillFields(page, {
      'Your name': otherParent.name,
      Email: otherParent.email,
      Password: otherParent.password,
      'Confirm password': otherParent.password,
    })
    await page.getByRole('button', { name: 'Join Team' }).click()

    await page.getByText('An account with this email already exists. Try signing in instead.').waitFor()
    await expect.poll(() => tab(page, 'Sign in').getAttribute('aria-selected')).toBe('true')
    await page.getByText(`Sign in to join ${teamB} with your account.`).waitFor()
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(otherParent.email)
    await expect.poll(() => new URL(page.url()).searchParams.get('invite')).not.toBeNull()
    await expectAccessible(page, 'auth-login-invite')
    await shootWidths(page, 'auth-login-invite', [375])

    await signIn(page, otherParent)
    // Signed in: they confirm joining, and as whom.
    await page.getByText(`You are invited to join ${teamB} as Parent.`).waitFor()
    await page.getByText(`Signed in as ${otherParent.name}`).waitFor()
    await page.getByRole('button', { name: 'Join Team' }).click()
    await waitForDashboard(page)
    await expectTeamShown(page, teamB)
    expect(page.errors).toEqual([])
  })

  it('lets someone else on the device sign out of the join view and keeps the invite for them', async () => {
    const page = await openPage(browser)
    await page.goto(`${app.baseUrl}/auth`)
    await signIn(page, coachA)
    await waitForDashboard(page)
    await page.goto(await inviteToB())
    await page.getByText(`Signed in as ${coachA.name}`).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => tab(page, 'Join a team').getAttribute('aria-selected')).toBe('true')
    await page.getByText(`You are invited to join ${teamB} as Parent.`).waitFor()
    await expect.poll(() => field(page, 'Invite code').inputValue()).not.toBe('')
    expect(page.errors).toEqual([])
  })
})
