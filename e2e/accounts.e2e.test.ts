import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, openPage, type PageErrors } from './support/browser'
import { expectFieldError, expectNoFieldError, field, fillFields } from './support/fields'
import { headerMenuButton, pathOf, phoneMenu, waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { signIn, tab, type Person } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = { name: 'Casey Morgan', email: 'casey@example.com', password: 'kickoff-2026' }
const parent: Person = { name: 'Pat Rivera', email: 'pat@example.com', password: 'halftime-9' }
const grandparent: Person = { name: 'Robin Rivera', email: 'robin@example.com', password: 'corner-kick-3' }
const teamName = 'Riverside Tigers'

interface Member {
  userId: string
  email: string | null
  role: string
  familyId: string | null
}

describe('accounts, teams and invites', () => {
  let app: RunningApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let parentInviteLink = ''
  let familyInviteLink = ''

  beforeAll(async () => {
    browser = await launchBrowser()
    // The rate limit guards real sign-ins; this test signs several people in from one address.
    app = await startApp({ env: { AUTH_RATE_LIMIT: '200' } })
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  const open = async (path: string, width = 1280) => {
    const page = await openPage(browser, { width })
    await page.goto(`${app.baseUrl}${path}`)
    return page
  }

  it('shows every sign-in validation message where it belongs', async () => {
    const page = await open('/auth')
    await page.getByRole('heading', { level: 1, name: 'Team Space' }).waitFor()
    const submit = page.getByRole('button', { name: 'Sign In', exact: true })
    await expect.poll(() => submit.isDisabled()).toBe(true)
    await expectAccessible(page, 'auth-login')
    await shootWidths(page, 'auth-login')

    // Passing through an empty field is no mistake; emptying one is.
    await field(page, 'Email').focus()
    await field(page, 'Password').focus()
    await expectNoFieldError(page, 'Email')
    await field(page, 'Email').fill('s')
    await field(page, 'Email').fill('')
    await field(page, 'Password').fill('x')
    await field(page, 'Password').fill('')
    await expectFieldError(page, 'Email', 'Email is required')
    await page.getByRole('button', { name: 'Forgot password?' }).focus()
    await expectFieldError(page, 'Password', 'Password is required')
    await field(page, 'Email').fill('sam@')
    await expectFieldError(page, 'Email', 'Please enter a valid email address')
    await expect.poll(() => submit.isDisabled()).toBe(true)

    await field(page, 'Email').fill('nobody@example.com')
    await field(page, 'Password').fill('not-the-password')
    await expectNoFieldError(page, 'Email')
    await submit.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password. Please check your credentials.' })
      .waitFor()

    await tab(page, 'Create a team').click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
    await expect.poll(() => field(page, 'Password').inputValue()).toBe('')
    await expect.poll(() => field(page, 'Email').inputValue()).toBe('nobody@example.com')
    await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get('mode'))).toBe('setup')
    await expectAccessible(page, 'auth-setup')
    await shootWidths(page, 'auth-setup')
    await fillFields(page, { Password: 'abc', 'Confirm password': 'abd' })
    await page.getByRole('button', { name: 'Create Team' }).click()
    await expectFieldError(page, 'Your name', 'Name is required')
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters')
    await expectFieldError(page, 'Confirm password', 'Passwords do not match')
    await expectFieldError(page, 'Team name', 'Team name is required')
    await expectFieldError(page, 'Age group', 'Age group is required')
    await expect.poll(() => page.locator('select option').first().innerText()).toBe('Select age group')

    await tab(page, 'Join a team').click()
    await expect.poll(() => field(page, 'Password').inputValue()).toBe('')
    await expect.poll(() => field(page, 'Confirm password').inputValue()).toBe('')
    await page
      .getByText('You need an invite code to join a team. To start a new team, create a team instead.')
      .waitFor()
    await expect.poll(() => page.getByRole('radio', { name: 'Coach' }).isDisabled()).toBe(true)
    await expect.poll(() => page.getByRole('radio', { name: 'Parent' }).isChecked()).toBe(true)
    await expectAccessible(page, 'auth-register')
    await shootWidths(page, 'auth-register')
    await fillFields(page, { Password: 'secret1', 'Confirm password': 'secret1' })
    await page.getByRole('button', { name: 'Join Team' }).click()
    await expectFieldError(page, 'Invite code', 'An invite code is required to join a team')
    await expectFieldError(page, 'Your name', 'Name is required')
    await page.getByRole('button', { name: 'Create a team', exact: true }).click()
    await expect.poll(() => tab(page, 'Create a team').getAttribute('aria-selected')).toBe('true')

    await tab(page, 'Sign in').click()
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that email, we have sent a link to reset the password.' })
      .waitFor()
    await expectAccessible(page, 'auth-forgot-password')
    await shootWidths(page, 'auth-forgot-password')

    const google = page.getByRole('button', { name: 'Google sign-in is not configured for this site.' })
    await page.getByRole('button', { name: 'Back to sign in' }).click()
    await expect.poll(() => google.isDisabled()).toBe(true)

    expect(page.errors).toEqual([])
    await page.close()
  })

  it('lets a coach create a team and land on the dashboard', async () => {
    coachPage = await open('/auth?mode=setup')
    const page = coachPage
    await fillFields(page, {
      'Your name': coach.name,
      Email: coach.email,
      Password: coach.password,
      'Confirm password': coach.password,
      'Team name': teamName,
    })
    await field(page, 'Age group').selectOption('U10')
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForPath(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Casey!$/ }).waitFor()
    await page.getByText(teamName, { exact: true }).first().waitFor()
    const session = (await (await page.request.get(`${app.baseUrl}/api/auth/session`)).json()) as {
      user: { role: string; teamName: string }
    }
    expect(session.user).toMatchObject({ role: 'coach', teamName })
    await expect
      .poll(() => page.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'))
      .toBe('page')
    await expectAccessible(page, 'dashboard')
    await shootWidths(page, 'dashboard')
    expect(page.errors).toEqual([])
  })

  it('opens the menus with the mouse and the keyboard', async () => {
    const page = coachPage
    const apps = page.getByRole('button', { name: 'Apps' })
    await apps.click()
    await expect.poll(() => apps.getAttribute('aria-expanded')).toBe('true')
    await page.getByRole('menuitem', { name: /Player of the Match/ }).waitFor()
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(6)
    await expectAccessible(page, 'shell-apps-menu', [1280])
    await shootWidths(page, 'shell-apps-menu', [1280])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Attendance')
    await page.keyboard.press('Escape')
    await expect.poll(() => apps.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Apps')

    await apps.press('ArrowDown')
    await expect.poll(() => apps.getAttribute('aria-expanded')).toBe('true')
    await page.mouse.click(5, 700)
    await expect.poll(() => apps.getAttribute('aria-expanded')).toBe('false')

    const account = page.getByRole('button', { name: `CM, account menu for ${coach.name}` })
    await account.click()
    await page.getByText(coach.email).first().waitFor()
    await page.getByText('Team ID:').first().waitFor()
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor()
    await expectAccessible(page, 'shell-account-menu', [1280])
    await shootWidths(page, 'shell-account-menu', [1280])
    await page.keyboard.press('Escape')

    const header = headerMenuButton(page)
    await header.click()
    for (const name of ['Profile Settings', 'Team Settings', 'Help & Support', 'Sign Out']) {
      await page.getByRole('menuitem', { name }).waitFor()
    }
    await expectAccessible(page, 'shell-header-menu', [1280])
    await shootWidths(page, 'shell-header-menu', [1280])
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()
    await expect
      .poll(() => page.getByRole('link', { name: 'Players', exact: true }).getAttribute('aria-current'))
      .toBe('page')
    await page.getByRole('link', { name: 'Chat', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Chat' }).waitFor()
    await page.getByRole('heading', { name: 'No threads yet' }).waitFor()

    await page.setViewportSize({ width: 375, height: 800 })
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await phoneMenu(page).getByRole('button', { name: 'Invite Parents' }).waitFor()
    await expectAccessible(page, 'shell-phone-menu', [375])
    await shootWidths(page, 'shell-phone-menu', [375])
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(coachPage.errors).toEqual([])
  })

  it('gives the coach an invite link to copy', async () => {
    const page = coachPage
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
    await page.getByRole('button', { name: 'Invite Parents' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite Parents to Team' })
    await dialog.waitFor()
    await dialog.getByText('Team ID:').waitFor()
    await expect
      .poll(() => dialog.getByLabel('Relationship').locator('option').allInnerTexts())
      .toEqual(['Parent/Guardian', 'Assistant Coach', 'Team Manager', 'Volunteer'])

    await dialog.getByRole('button', { name: 'Send Email Invite' }).click()
    await expectFieldError(page, 'Email address', 'Please enter an email address')
    await field(page, 'Email address').fill('pat@')
    await expectFieldError(page, 'Email address', 'Please enter a valid email address')

    const linkField = dialog.getByLabel('Invite link')
    await expect.poll(() => linkField.inputValue()).toContain('/auth?invite=')
    parentInviteLink = await linkField.inputValue()
    await dialog.getByRole('button', { name: 'Copy Link' }).click()
    await dialog.getByText('Invite link copied to clipboard!').waitFor()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(parentInviteLink)
    await expectAccessible(page, 'invite-dialog')
    await shootWidths(page, 'invite-dialog')
    await dialog.getByText('Invite link copied to clipboard!').waitFor({ state: 'detached' })

    await dialog.getByLabel('Relationship').selectOption({ label: 'Assistant Coach' })
    await expect
      .poll(async () => {
        const value = await linkField.inputValue()
        return value.includes('/auth?invite=') && value !== parentInviteLink
      })
      .toBe(true)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(page.errors).toEqual([])
  })

  it('lets a parent join through the link, as a parent', async () => {
    parentPage = await openPage(browser, { width: 375 })
    const page = parentPage
    await page.goto(parentInviteLink)
    await page.getByText(`You are invited to join ${teamName} as Parent.`).waitFor()
    await expect.poll(() => tab(page, 'Join a team').getAttribute('aria-selected')).toBe('true')
    await expect
      .poll(() => field(page, 'Invite code').inputValue())
      .toBe(new URL(parentInviteLink).searchParams.get('invite'))
    await expect.poll(() => page.getByRole('radio', { name: 'Coach' }).isDisabled()).toBe(true)
    await expectAccessible(page, 'auth-register-invite')
    await shootWidths(page, 'auth-register-invite')

    await fillFields(page, {
      'Your name': parent.name,
      Email: parent.email,
      Password: parent.password,
      'Confirm password': parent.password,
    })
    await page.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: /, Pat!$/ }).waitFor()

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page).getByRole('button', { name: 'Invite Family' }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Invite Parents' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Profile Settings' }).waitFor()
    await expect.poll(() => page.getByRole('menuitem', { name: 'Team Settings' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.goto(`${app.baseUrl}/team-settings`)
    await waitForPath(page, '/dashboard')
    expect(page.errors).toEqual([])
  })

  it('lets the parent invite family, who join linked to the same family', async () => {
    const page = parentPage
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page).getByRole('button', { name: 'Invite Family' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
    await dialog.waitFor()
    await expect
      .poll(() => dialog.getByLabel('Relationship').locator('option').allInnerTexts())
      .toEqual(['Spouse/Partner', 'Parent', 'Sibling', 'Grandparent', 'Other Family Member'])
    const linkField = dialog.getByLabel('Invite link')
    await expect.poll(() => linkField.inputValue()).toContain('/auth?invite=')
    const spouseLink = await linkField.inputValue()
    // Another relationship is another invite, with a link of its own.
    await dialog.getByLabel('Relationship').selectOption({ label: 'Grandparent' })
    await expect
      .poll(async () => {
        const value = await linkField.inputValue()
        return value.includes('/auth?invite=') && value !== spouseLink
      })
      .toBe(true)
    familyInviteLink = await linkField.inputValue()
    await expectAccessible(page, 'invite-dialog-family', [375])
    await shootWidths(page, 'invite-dialog-family', [375])

    await field(page, 'Email address').fill(grandparent.email)
    await dialog.getByRole('button', { name: 'Send Email Invite' }).click()
    await dialog
      .getByText(`Invite email opened! Send the email to ${grandparent.email} and they can join your team.`)
      .waitFor()
    await dialog.waitFor({ state: 'detached' })

    const third = await openPage(browser)
    await third.goto(familyInviteLink)
    await third.getByText(`You are invited to join ${teamName} as Grandparent.`).waitFor()
    await fillFields(third, {
      'Your name': grandparent.name,
      Email: grandparent.email,
      Password: grandparent.password,
      'Confirm password': grandparent.password,
    })
    await third.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(third, '/dashboard')
    await third.getByRole('heading', { level: 1, name: /, Robin!$/ }).waitFor()
    await third.getByRole('button', { name: 'Invite Family' }).first().waitFor()
    expect(third.errors).toEqual([])
    await third.close()

    const members = (await (await coachPage.request.get(`${app.baseUrl}/api/team/members`)).json()) as Member[]
    const byEmail = (email: string) => members.find((member) => member.email === email)
    expect(byEmail(parent.email)?.role).toBe('parent')
    expect(byEmail(grandparent.email)?.role).toBe('grandparent')
    expect(byEmail(grandparent.email)?.familyId).toBe(byEmail(parent.email)?.familyId)
    expect(byEmail(grandparent.email)?.familyId).toBeTruthy()
    expect(page.errors).toEqual([])
  })

  it('lets the coach manage the team in Team Settings', async () => {
    const page = coachPage
    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Team Settings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Settings' }).waitFor()
    await expect.poll(() => field(page, 'Team name').inputValue()).toBe(teamName)
    await page.getByRole('region', { name: 'Members (3)' }).waitFor()
    const invites = page.getByRole('region', { name: 'Invite links' })
    await invites.getByText('Created by Casey Morgan').first().waitFor()
    await expectAccessible(page, 'team-settings')
    await shootWidths(page, 'team-settings')

    const before = await invites.getByRole('button', { name: 'Revoke' }).count()
    await invites.getByRole('button', { name: 'Revoke' }).first().click()
    const confirm = page.getByRole('dialog', { name: 'Revoke this invite?' })
    await confirm.getByRole('button', { name: 'Revoke invite' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => invites.getByRole('button', { name: 'Revoke' }).count()).toBe(before - 1)
    // The revoked link stays listed, marked as such.
    await invites.getByText('Revoked', { exact: true }).waitFor()

    await page.getByLabel(`Role for ${coach.name}`).selectOption({ label: 'Parent' })
    await page.getByText('A team needs at least one coach.').waitFor()

    await field(page, 'Team name').fill('Riverside Tigers U10')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Team settings saved.').waitFor()
    await field(page, 'Team name').fill(teamName)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Team settings saved.').waitFor()
    expect(page.errors).toEqual([])
  })

  it('lets a member edit their profile and privacy', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/profile`)
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor()
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show my phone number' }).isChecked()).toBe(true)
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show my email' }).isChecked()).toBe(true)
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show my address' }).isChecked()).toBe(false)
    await field(page, 'Phone').fill('5551234567')
    await page.getByText('Shown as (555) 123-4567').waitFor()
    await field(page, 'Name').fill('')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expectFieldError(page, 'Name', 'Name is required')
    await field(page, 'Name').fill(coach.name)
    await page.getByRole('checkbox', { name: 'Show my address' }).check()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Profile updated successfully!').waitFor()
    const profile = (await (await page.request.get(`${app.baseUrl}/api/profile`)).json()) as {
      phoneNumber: string
      privacy: { showAddress: boolean }
    }
    expect(profile.phoneNumber).toBe('5551234567')
    expect(profile.privacy.showAddress).toBe(true)

    await fillFields(page, {
      'Current password': 'wrong-one',
      'New password': 'abc',
      'Confirm new password': 'abd',
    })
    await page.getByRole('button', { name: 'Change password' }).click()
    await expectFieldError(page, 'New password', 'Password must be at least 6 characters')
    await expectFieldError(page, 'Confirm new password', 'Passwords do not match')
    await expectAccessible(page, 'profile')
    await shootWidths(page, 'profile')

    await page.goto(`${app.baseUrl}/help`)
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor()
    for (const name of ['How invites work', 'Roles', 'Privacy', 'For coaches', 'For parents and families']) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor()
    }
    await expectAccessible(page, 'help')
    await shootWidths(page, 'help')
    expect(page.errors).toEqual([])
  })

  it('signs out to /auth, and brings a signed-out visitor back where they were going', async () => {
    const page = coachPage
    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await waitForPath(page, '/auth')
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await page.getByRole('heading', { level: 1, name: 'Team Space' }).waitFor()
    const session = (await (await page.request.get(`${app.baseUrl}/api/auth/session`)).json()) as {
      user: unknown
    }
    expect(session.user).toBeNull()

    await page.goto(`${app.baseUrl}/players`)
    await waitForPath(page, '/auth')
    await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBe('/players')
    await signIn(page, coach)
    await waitForPath(page, '/players')
    await page.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()

    await page.goto(`${app.baseUrl}/auth`)
    await waitForPath(page, '/dashboard')
    await page.goto(`${app.baseUrl}/no/such/page`)
    await waitForPath(page, '/dashboard')
    expect(pathOf(page)).toBe('/dashboard')
    expect(page.errors).toEqual([])
  })

  it('sends someone who registers an existing e-mail to sign in', async () => {
    const response = await coachPage.request.post(`${app.baseUrl}/api/invites`, {
      data: { relationship: 'parent_guardian' },
      headers: { Origin: app.baseUrl },
    })
    expect(response.status()).toBe(201)
    const { code } = (await response.json()) as { code: string }
    const page = await open(`/auth?invite=${encodeURIComponent(code)}`)
    await page.getByText(/You are invited to join/).waitFor()
    await fillFields(page, {
      'Your name': 'Pat Again',
      Email: parent.email,
      Password: 'another-1',
      'Confirm password': 'another-1',
    })
    await page.getByRole('button', { name: 'Join Team' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'An account with this email already exists. Try signing in instead.' })
      .waitFor()
    await expect.poll(() => tab(page, 'Sign in').getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => field(page, 'Password').inputValue()).toBe('')
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(parent.email)

    const staff = await coachPage.request.post(`${app.baseUrl}/api/invites`, {
      data: { relationship: 'assistant_coach' },
      headers: { Origin: app.baseUrl },
    })
    const { code: staffCode } = (await staff.json()) as { code: string }
    await page.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(staffCode)}`)
    await page.getByText(`You are invited to join ${teamName} as Assistant Coach.`).waitFor()
    const coachChoice = page.getByRole('radio', { name: 'Coach' })
    await expect.poll(() => coachChoice.isDisabled()).toBe(false)
    await expect.poll(() => coachChoice.isChecked()).toBe(true)
    await expect
      .poll(() => page.getByText('Only an invite from a coach can make you a coach.', { exact: false }).count())
      .toBe(0)

    await page.goto(`${app.baseUrl}/auth?invite=not-a-real-code`)
    await page.getByText('This invite link is invalid or has expired. Ask for a new one.').waitFor()
    expect(page.errors).toEqual([])
    await page.close()
  })
})
