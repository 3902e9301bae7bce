import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { expectMessageBeside, labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const assistant: Person = unique({ name: 'Casey Morgan', email: 'casey@example.com', password: 'corner-kick-7' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

interface ApiArticle {
  id: string
  title: string
}

// Its address straddles the 200th character: the preview stops before it rather than cut it.
const directions = 'https://example.org/teamspace/north-field/directions-and-parking'
const longContent = `Saturday's cup final starts at ten at North Field.\n---\n${'Please bring water and shin guards. '.repeat(3)}Directions: ${directions} ${'Please bring water. '.repeat(4)}The end.`

describe('team news', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let assistantPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('shows an empty news page to a new team, with no controls for a parent', async () => {
    coachPage = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    parentPage = await openZonedPage(browser, 'Europe/London', { width: 375 })
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    assistantPage = await openZonedPage(browser, 'Europe/London')
    await joinTeamThroughApi(coachPage, assistantPage, app.baseUrl, assistant, 'assistant_coach')

    await parentPage.goto(`${app.baseUrl}/news`)
    await parentPage.getByRole('heading', { name: 'No News Articles' }).waitFor()
    await parentPage.getByRole('heading', { name: 'Stay Connected' }).waitFor()
    await expect.poll(() => parentPage.getByRole('button', { name: /Create Article/ }).count()).toBe(0)
  })

  it('checks the editor’s fields, then posts an article the parent sees live', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/news`)
    await page.getByRole('button', { name: /Create Article/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Article' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Publish Article' }).click()
    await expectMessageBeside(dialog, 'Title', 'Title is required')
    await expectMessageBeside(dialog, 'Content', 'Content is required')
    await labelled(dialog, 'Title').fill('Cup')
    await labelled(dialog, 'Content').fill('Too short')
    await labelled(dialog, 'Summary (optional)').fill('x'.repeat(205))
    await expectMessageBeside(dialog, 'Title', 'Title must be at least 5 characters long')
    await expectMessageBeside(dialog, 'Content', 'Content must be at least 20 characters long')
    await expectMessageBeside(dialog, 'Summary (optional)', 'Summary must be less than 200 characters')
    await dialog.getByText('205/200').waitFor()
    await shootWidths(page, 'news-dialog-errors')
    await page.setViewportSize({ width: 1280, height: 800 })

    await labelled(dialog, 'Title').fill('  Cup final on Saturday  ')
    await labelled(dialog, 'Content').fill(longContent)
    await labelled(dialog, 'Summary (optional)').fill('Kick-off at ten.')
    await dialog.getByRole('button', { name: 'Publish Article' }).click()
    await dialog.waitFor({ state: 'detached' })

    const article = parentPage.getByRole('article', { name: 'Cup final on Saturday' })
    await article.waitFor()
    // Collapsed to 200 characters with an ellipsis; the divider is drawn, not written.
    await article.getByRole('button', { name: 'Read More' }).waitFor()
    await expect.poll(() => article.locator('hr').count()).toBe(1)
    await expect.poll(() => article.innerText()).not.toContain('The end.')
    await expect.poll(() => article.innerText()).not.toContain('---')
    await expect.poll(() => article.innerText()).toContain('Directions:…')
    await expect.poll(() => article.innerText()).not.toContain('https://')
    await article.getByRole('button', { name: 'Read More' }).click()
    await article.getByText('The end.').waitFor()
    await expect.poll(() => article.getByRole('link', { name: directions }).getAttribute('href')).toBe(directions)
    await article.getByRole('button', { name: 'Read Less' }).click()
    await expect.poll(() => article.getByText('The end.').count()).toBe(0)
    // No edit, delete or pin for a parent.
    await expect.poll(() => article.getByRole('button', { name: /Edit|Delete|Pin/ }).count()).toBe(0)
  })

  it('lets only the author edit; another coach is refused by the server', async () => {
    const [article] = (await api<{ articles: ApiArticle[] }>(coachPage, 'GET', '/api/news')).articles
    if (!article) throw new Error('no article')
    const refusedParent = await apiCall(parentPage, 'PUT', `/api/news/${article.id}`, {
      title: 'Taken over',
      content: 'A parent should never be able to change this.',
    })
    expect(refusedParent.status).toBe(403)
    const refusedCoach = await apiCall(assistantPage, 'DELETE', `/api/news/${article.id}`)
    expect(refusedCoach.status).toBe(403)
    await assistantPage.goto(`${app.baseUrl}/news`)
    const seen = assistantPage.getByRole('article', { name: 'Cup final on Saturday' })
    await seen.waitFor()
    await expect.poll(() => seen.getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0)

    const card = coachPage.getByRole('article', { name: 'Cup final on Saturday' })
    await card.getByRole('button', { name: /Edit/ }).click()
    const dialog = coachPage.getByRole('dialog', { name: 'Edit Article' })
    await labelled(dialog, 'Title').fill('Cup final moved to Sunday')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'detached' })
    const edited = parentPage.getByRole('article', { name: 'Cup final moved to Sunday' })
    await edited.waitFor()
    await edited.getByText(/\(Updated /).waitFor()
  })

  it('shows markup from an article as text, and pins it above newer ones', async () => {
    await api(coachPage, 'POST', '/api/news', {
      title: 'Markup stays text',
      content:
        '<script>window.__hacked = true</script> <img src=x onerror="window.__hacked = true"> https://example.org/cup',
    })
    const article = parentPage.getByRole('article', { name: 'Markup stays text' })
    await article.waitFor()
    await article.getByText('<script>window.__hacked = true</script>', { exact: false }).waitFor()
    await expect.poll(() => article.locator('script, img').count()).toBe(0)
    await expect.poll(() => parentPage.evaluate(() => '__hacked' in window)).toBe(false)
    await expect
      .poll(() => article.getByRole('link', { name: 'https://example.org/cup' }).getAttribute('rel'))
      .toContain('noopener')

    // The newer article is first until the older one is pinned.
    const titles = () => parentPage.getByRole('article').locator('h2').allInnerTexts()
    await expect.poll(async () => (await titles())[0]).toBe('Markup stays text')
    await coachPage
      .getByRole('article', { name: 'Cup final moved to Sunday' })
      .getByRole('button', { name: /^Pin/ })
      .click()
    await expect.poll(async () => (await titles())[0]).toBe('Cup final moved to Sunday')

    await parentPage.goto(`${app.baseUrl}/dashboard`)
    const latest = parentPage.getByRole('region', { name: 'Latest News' })
    await latest.getByText('Cup final moved to Sunday').waitFor()
    await latest.getByText('Markup stays text').waitFor()
    await parentPage.goto(`${app.baseUrl}/news`)
    await parentPage.getByRole('article').first().waitFor()
    await shootWidths(parentPage, 'news-list')
    await parentPage.setViewportSize({ width: 375, height: 800 })
  })

  it('lets a coach e-mail an article to the team once, after a confirmation', async () => {
    expect(
      await parentPage
        .getByRole('article', { name: 'Cup final moved to Sunday' })
        .getByRole('button', { name: /E-mail/ })
        .count(),
    ).toBe(0)
    const card = assistantPage.getByRole('article', { name: 'Cup final moved to Sunday' })
    await card.getByRole('button', { name: /E-mail to team/ }).click()
    const confirm = assistantPage.getByRole('dialog', { name: 'E-mail to team' })
    await confirm.getByText('It can be sent only once.', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'E-mail to team' }).click()
    await confirm.waitFor({ state: 'detached' })
    await assistantPage.getByText('The article is on its way to the team’s inboxes.', { exact: false }).waitFor()
    await expect.poll(() => card.getByRole('button', { name: /E-mailed/ }).isDisabled()).toBe(true)
    await shootWidths(assistantPage, 'news-emailed')
    // The author's page shows it sent too, live, and the server refuses a second time.
    const authorCard = coachPage.getByRole('article', { name: 'Cup final moved to Sunday' })
    await authorCard.getByRole('button', { name: /E-mailed/ }).waitFor()
    const [article] = (await api<{ articles: ApiArticle[] }>(coachPage, 'GET', '/api/news')).articles
    const again = await apiCall(coachPage, 'POST', `/api/news/${article!.id}/email`)
    expect(again.status).toBe(409)
  })

  it('deletes an article after the confirmation, and it leaves the parent’s page', async () => {
    const card = coachPage.getByRole('article', { name: 'Markup stays text' })
    await card.getByRole('button', { name: /Delete/ }).click()
    const confirm = coachPage.getByRole('dialog', { name: 'Delete Article' })
    await confirm
      .getByText('Are you sure you want to delete this news article? This action cannot be undone.')
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete Article' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => parentPage.getByRole('article', { name: 'Markup stays text' }).count()).toBe(0)
    expect(coachPage.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })
})
