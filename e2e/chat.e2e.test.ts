import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { expectMessageBeside, labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

const publicTitle = 'Saturday carpool'
const privateTitle = 'Coaches only: line-up for the final'
const laterTitle = 'Snack rota'

interface ApiThread {
  id: string
  title: string
}

const threadList = (page: Page) => page.getByRole('list', { name: 'Threads' })
const listedTitles = (page: Page) => threadList(page).locator('.chat-thread__open').allInnerTexts()
const threadButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true })
/** A thread's item in the list: its title button with the preview, the counts and the markers under it. */
const threadItem = (page: Page, title: string) =>
  threadList(page)
    .getByRole('listitem')
    .filter({ has: threadButton(page, title) })
const messageLog = (page: Page, title: string) => page.getByRole('log', { name: `Messages in ${title}` })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const messageWith = (log: Locator, text: string) => log.getByRole('listitem').filter({ hasText: text })

/** Types into the composer and sends with Enter, then waits until the sender sees it in the log. */
async function sendWithEnter(page: Page, title: string, text: string): Promise<Locator> {
  await composer(page).fill(text)
  await composer(page).press('Enter')
  const mine = messageWith(messageLog(page, title), text)
  await mine.waitFor()
  return mine
}

describe('team chat', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  /** Every frame the parent's live socket received: none may carry anything of the coach-only thread. */
  const parentFrames: string[] = []
  let privateId = ''

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('lets a coach start a public and a coach-only thread, checking the title', async () => {
    coachPage = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Riverside Kites')
    parentPage = await openZonedPage(browser, 'Europe/London')
    parentPage.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => parentFrames.push(payload.toString())),
    )
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')

    const page = coachPage
    await page.goto(`${app.baseUrl}/chat`)
    await page.getByRole('heading', { level: 1, name: 'Team Chat' }).waitFor()
    await page.getByRole('heading', { name: 'No threads yet' }).waitFor()
    await expectAccessible(page, 'the empty chat')

    await page.getByRole('button', { name: '+ New Thread' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Thread' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Create Thread' }).click()
    await expectMessageBeside(dialog, 'Title', 'Thread title is required')
    await labelled(dialog, 'Title').fill('   ')
    await dialog.getByRole('button', { name: 'Create Thread' }).click()
    await expectMessageBeside(dialog, 'Title', 'Thread title is required')
    await dialog.getByRole('checkbox', { name: /Coach-only thread/ }).waitFor()
    await expectAccessible(page, 'the Create New Thread dialog')
    await shootWidths(page, 'chat-create-dialog')

    await labelled(dialog, 'Title').fill(publicTitle)
    await labelled(dialog, 'Description (optional)').fill('Who drives to the away game?')
    await labelled(dialog, 'Tags (optional)').fill('rides, away game')
    await dialog.getByRole('button', { name: 'Create Thread' }).click()
    await dialog.waitFor({ state: 'detached' })
    await messageLog(page, publicTitle).getByText('No messages yet').waitFor()
    await page.getByText('#away game').waitFor()

    await page.getByRole('button', { name: '+ New Thread' }).click()
    await labelled(dialog, 'Title').fill(privateTitle)
    await dialog.getByRole('checkbox', { name: /Coach-only thread/ }).check()
    await dialog.getByRole('button', { name: 'Create Thread' }).click()
    await dialog.waitFor({ state: 'detached' })
    await messageLog(page, privateTitle).waitFor()
    await expect.poll(() => listedTitles(page)).toEqual([privateTitle, publicTitle])
    await threadItem(page, privateTitle).getByText('Coach-only').waitFor()

    const threads = await api<{ threads: ApiThread[] }>(page, 'GET', '/api/chat/threads')
    privateId = threads.threads.find((thread) => thread.title === privateTitle)?.id ?? ''
    expect(privateId).not.toBe('')
    // The private filter shows only the coach-only thread.
    await page.getByRole('tab', { name: 'Private' }).click()
    await expect.poll(() => listedTitles(page)).toEqual([privateTitle])
    await page.getByRole('tab', { name: 'All' }).click()
    await expect.poll(() => listedTitles(page)).toEqual([privateTitle, publicTitle])
  })

  it('shows a parent only the public thread: not in the list, the API, by its id or on the socket', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/chat`)
    // Wide: the first thread is open at once.
    await messageLog(page, publicTitle).waitFor()
    await expect.poll(() => listedTitles(page)).toEqual([publicTitle])
    await expect.poll(() => page.getByRole('tab', { name: 'Private' }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: /Pin thread/ }).count()).toBe(0)
    await expect.poll(() => page.content()).not.toContain(privateTitle)

    await page.getByRole('button', { name: '+ New Thread' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Thread' })
    await labelled(dialog, 'Title').waitFor()
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const list = await apiCall<{ threads: ApiThread[] }>(page, 'GET', '/api/chat/threads')
    expect(list.status).toBe(200)
    expect(list.body.threads.map((thread) => thread.title)).toEqual([publicTitle])
    expect(JSON.stringify(list.body)).not.toContain(privateTitle)
    const filtered = await apiCall(page, 'GET', '/api/chat/threads?filter=private')
    expect(JSON.stringify(filtered.body)).not.toContain(privateTitle)
    for (const path of [`/api/chat/threads/${privateId}`, `/api/chat/threads/${privateId}/messages`]) {
      const guessed = await apiCall(page, 'GET', path)
      expect(guessed.status, path).toBe(404)
      expect(JSON.stringify(guessed.body)).not.toContain(privateTitle)
    }
    const posted = await apiCall(page, 'POST', `/api/chat/threads/${privateId}/messages`, { content: 'Let me in' })
    expect(posted.status).toBe(404)
    const wanted = await apiCall(page, 'POST', '/api/chat/threads', { title: 'Mine', isPrivate: true })
    expect(wanted.status).toBe(403)
  })

  it('carries messages between two browsers without a reload, in order, with Enter and Shift+Enter', async () => {
    await threadButton(coachPage, publicTitle).click()
    const coachLog = messageLog(coachPage, publicTitle)
    const parentLog = messageLog(parentPage, publicTitle)
    await coachLog.waitFor()

    // A blank message is refused: the button stays off, Enter says why, and so does the server.
    await composer(coachPage).fill('   ')
    await expect.poll(() => coachPage.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)
    await composer(coachPage).press('Enter')
    await coachPage.getByRole('alert').getByText('Message cannot be empty').waitFor()
    const threads = await api<{ threads: ApiThread[] }>(coachPage, 'GET', '/api/chat/threads')
    const publicId = threads.threads.find((thread) => thread.title === publicTitle)?.id ?? ''
    const blank = await apiCall<{ error: { message: string } }>(
      coachPage,
      'POST',
      `/api/chat/threads/${publicId}/messages`,
      { content: ' \n ' },
    )
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body)).toContain('Message cannot be empty')

    await sendWithEnter(coachPage, publicTitle, 'Who can drive on Saturday?')
    await messageWith(parentLog, 'Who can drive on Saturday?').waitFor()

    // Shift+Enter is a new line, not a send.
    await composer(parentPage).fill('I can take three kids.')
    await composer(parentPage).press('Shift+Enter')
    await composer(parentPage).pressSequentially('Leaving at 8:30 from the school.')
    await expect
      .poll(() => composer(parentPage).inputValue())
      .toBe('I can take three kids.\nLeaving at 8:30 from the school.')
    await expect.poll(() => parentLog.getByRole('listitem').count()).toBe(1)
    await composer(parentPage).press('Enter')
    await messageWith(parentLog, 'Leaving at 8:30').waitFor()
    await expect.poll(() => composer(parentPage).inputValue()).toBe('')
    const twoLines = messageWith(coachLog, 'Leaving at 8:30')
    await twoLines.waitFor()
    await expect
      .poll(() => twoLines.locator('.chat-message__text').innerText())
      .toBe('I can take three kids.\nLeaving at 8:30 from the school.')

    // Back and forth: each side sees the other's as it is sent, and both in the same order.
    for (const [from, to, text] of [
      [coachPage, parentPage, 'Great, thank you!'],
      [parentPage, coachPage, 'Should I bring the cones too?'],
      [coachPage, parentPage, 'Yes please.'],
    ] as const) {
      await sendWithEnter(from, publicTitle, text)
      await messageWith(messageLog(to, publicTitle), text).waitFor()
    }
    const texts = (page: Page) => messageLog(page, publicTitle).locator('.chat-message__text').allInnerTexts()
    await expect.poll(() => texts(parentPage)).toEqual(await texts(coachPage))
    await expect.poll(async () => (await texts(parentPage)).at(-1)).toBe('Yes please.')
    await expect.poll(() => threadItem(parentPage, publicTitle).getByText('5 messages').count()).toBe(1)
    await threadItem(parentPage, publicTitle).getByText(`${coach.name}: Yes please.`).waitFor()
  })

  it('quotes a reply, marks an edit, and shows markup as text with safe links', async () => {
    const coachLog = messageLog(coachPage, publicTitle)
    const parentLog = messageLog(parentPage, publicTitle)

    await messageWith(parentLog, 'Who can drive on Saturday?')
      .getByRole('button', { name: `Reply to ${coach.name}` })
      .click()
    await parentPage.getByText(`Replying to ${coach.name}`).waitFor()
    await expect.poll(() => composer(parentPage).evaluate((element) => element === document.activeElement)).toBe(true)
    // Escape drops the quote; Reply brings it back.
    await composer(parentPage).press('Escape')
    await expect.poll(() => parentPage.getByText(`Replying to ${coach.name}`).count()).toBe(0)
    await messageWith(parentLog, 'Who can drive on Saturday?')
      .getByRole('button', { name: `Reply to ${coach.name}` })
      .click()
    await parentPage.getByText(`Replying to ${coach.name}`).waitFor()
    await composer(parentPage).fill('Count me in for the return trip.')
    await composer(parentPage).press('Enter')
    const reply = messageWith(coachLog, 'Count me in for the return trip.')
    await reply.waitFor()
    await reply.locator('.chat-quote').getByText('Who can drive on Saturday?').waitFor()
    await expect.poll(() => parentPage.getByText(`Replying to ${coach.name}`).count()).toBe(0)

    const own = messageWith(coachLog, 'Yes please.')
    await own.getByRole('button', { name: 'Edit message' }).click()
    const editor = coachPage.getByRole('textbox', { name: 'Edit message' })
    await editor.fill('Yes please, all twelve cones.')
    await editor.press('Enter')
    const edited = messageWith(parentLog, 'Yes please, all twelve cones.')
    await edited.waitFor()
    await edited.getByText('(edited)').waitFor()
    // Only the sender is offered Edit (the first is the coach's question; the parent's reply quotes it).
    const question = messageWith(parentLog, 'Who can drive').first()
    await expect.poll(() => question.getByRole('button', { name: 'Edit message' }).count()).toBe(0)

    await sendWithEnter(
      coachPage,
      publicTitle,
      '<img src=x onerror="window.__hacked = 1"> Map: https://example.org/pitch',
    )
    const markup = messageWith(parentLog, 'Map:')
    await markup.waitFor()
    await markup.getByText('<img src=x onerror="window.__hacked = 1">', { exact: false }).waitFor()
    await expect.poll(() => markup.locator('img').count()).toBe(0)
    await expect.poll(() => parentPage.evaluate(() => '__hacked' in window)).toBe(false)
    const link = markup.getByRole('link', { name: 'https://example.org/pitch' })
    await expect.poll(() => link.getAttribute('href')).toBe('https://example.org/pitch')
    await expect.poll(() => link.getAttribute('rel')).toContain('noopener')
    await expectAccessible(parentPage, 'an open thread')
  })

  it('counts unread messages on the Chat link until the thread is opened', async () => {
    await parentPage.goto(`${app.baseUrl}/dashboard`)
    await parentPage.getByRole('link', { name: 'Chat', exact: true }).waitFor()
    await api(coachPage, 'POST', `/api/chat/threads/${privateId}/messages`, { content: 'Private: the line-up' })
    await sendWithEnter(coachPage, publicTitle, 'Kick-off moved to 10:30.')
    await sendWithEnter(coachPage, publicTitle, 'Please be there by 10.')
    // Two unread for the parent: the coach-only message does not count for them.
    const chatLink = parentPage.getByRole('link', { name: 'Chat 2 unread' })
    await chatLink.waitFor()
    await chatLink.click()
    await messageWith(messageLog(parentPage, publicTitle), 'Please be there by 10.').waitFor()
    await parentPage.getByRole('link', { name: 'Chat', exact: true }).waitFor()
    // While the thread is open, new messages are read as they come.
    await sendWithEnter(coachPage, publicTitle, 'See you there.')
    await messageWith(messageLog(parentPage, publicTitle), 'See you there.').waitFor()
    await expect.poll(() => api<{ unread: number }>(parentPage, 'GET', '/api/chat/unread')).toEqual({ unread: 0 })
    await parentPage.getByRole('link', { name: 'Chat', exact: true }).waitFor()
  })

  it('re-orders everyone’s list when a coach pins a thread', async () => {
    await coachPage.getByRole('button', { name: '+ New Thread' }).click()
    const dialog = coachPage.getByRole('dialog', { name: 'Create New Thread' })
    await labelled(dialog, 'Title').fill(laterTitle)
    await dialog.getByRole('button', { name: 'Create Thread' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => listedTitles(parentPage)).toEqual([laterTitle, publicTitle])

    await threadButton(coachPage, publicTitle).click()
    await coachPage.getByRole('button', { name: 'Pin thread' }).click()
    await coachPage.getByRole('button', { name: 'Unpin thread' }).waitFor()
    await expect.poll(() => listedTitles(coachPage)).toEqual([publicTitle, laterTitle, privateTitle])
    await expect.poll(() => listedTitles(parentPage)).toEqual([publicTitle, laterTitle])
    await threadItem(parentPage, publicTitle).getByText('Pinned').waitFor()

    await parentPage.getByRole('tab', { name: 'Pinned' }).click()
    await expect.poll(() => listedTitles(parentPage)).toEqual([publicTitle])
    await parentPage.getByRole('tab', { name: 'All' }).click()
    await parentPage.getByLabel('Search threads').fill('snack')
    await expect.poll(() => listedTitles(parentPage)).toEqual([laterTitle])
    await parentPage.getByLabel('Search threads').fill('')
    await expect.poll(() => listedTitles(parentPage)).toEqual([publicTitle, laterTitle])
    await shootWidths(coachPage, 'chat-open-thread')
  })

  it('loads earlier messages when scrolled to the top, keeping the view where it was', async () => {
    const threads = await api<{ threads: ApiThread[] }>(coachPage, 'GET', '/api/chat/threads')
    const laterId = threads.threads.find((thread) => thread.title === laterTitle)?.id ?? ''
    for (let n = 1; n <= 60; n += 1) {
      await api(coachPage, 'POST', `/api/chat/threads/${laterId}/messages`, { content: `Snack note ${n}` })
    }
    await threadButton(parentPage, laterTitle).click()
    const log = messageLog(parentPage, laterTitle)
    await messageWith(log, 'Snack note 60').waitFor()
    // The latest 50, scrolled to the newest.
    await expect.poll(() => log.getByRole('listitem').count()).toBe(50)
    await expect.poll(() => messageWith(log, 'Snack note 10').count()).toBe(0)
    await expect
      .poll(() => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThan(2)

    await log.evaluate((element) => element.scrollTo({ top: 0 }))
    await expect.poll(() => log.getByRole('listitem').count()).toBe(60)
    await messageWith(log, 'Snack note 1').first().waitFor()
    // What was at the top before is still in sight: the earlier page went in above it.
    const inView = () =>
      messageWith(log, 'Snack note 11').evaluate((element) => {
        const logBox = element.closest('[role="log"]')?.getBoundingClientRect()
        const box = element.getBoundingClientRect()
        return logBox !== undefined && box.top >= logBox.top - 1 && box.top < logBox.bottom
      })
    await expect.poll(inView).toBe(true)
    await expect.poll(() => log.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0)
  })

  it('on a phone shows the list, then the thread with its composer in sight, then the list again', async () => {
    const page = parentPage
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${app.baseUrl}/chat`)
    await threadList(page).waitFor()
    await expect.poll(() => page.getByRole('log').count()).toBe(0)
    await expectAccessible(page, 'the thread list on a phone', [375])
    await shootWidths(page, 'chat-list', [375, 1280])

    await threadButton(page, publicTitle).click()
    const log = messageLog(page, publicTitle)
    await log.waitFor()
    await expect.poll(() => threadList(page).count()).toBe(0)
    const composerBottom = async () => {
      const box = await composer(page).boundingBox()
      return (box?.y ?? Infinity) + (box?.height ?? 0)
    }
    await expect.poll(composerBottom).toBeLessThanOrEqual(800)
    // The message box and its button write in the app's font (not the browser's monospace), at least 16px so a
    // phone does not zoom in on it.
    const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(appFont).not.toMatch(/mono/i)
    const fontOf = (control: Locator) =>
      control.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(element).fontSize])
    await expect.poll(() => fontOf(composer(page))).toEqual([appFont, '16px'])
    expect((await fontOf(page.getByRole('button', { name: 'Send' })))[0]).toBe(appFont)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(page, 'a thread on a phone', [375])
    await shootWidths(page, 'chat-thread', [375])

    // Messages arrive here too.
    await sendWithEnter(coachPage, publicTitle, 'Phones welcome too.')
    await messageWith(log, 'Phones welcome too.').waitFor()

    await page.getByRole('button', { name: 'Back to threads' }).click()
    await threadList(page).waitFor()
    await expect.poll(() => page.getByRole('log').count()).toBe(0)
    await expect
      .poll(() => threadButton(page, publicTitle).evaluate((element) => element === document.activeElement))
      .toBe(true)

    // Wide shows both; narrowing again starts from the list.
    await threadButton(page, publicTitle).click()
    await log.waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
    await threadList(page).waitFor()
    await log.waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Back to threads' }).count()).toBe(0)
    await page.setViewportSize({ width: 375, height: 800 })
    await threadList(page).waitFor()
    await expect.poll(() => page.getByRole('log').count()).toBe(0)
  })

  it('never sent the parent’s socket anything of the coach-only thread', () => {
    expect(parentFrames.length).toBeGreaterThan(0)
    expect(parentFrames.some((frame) => frame.includes('"chat"'))).toBe(true)
    for (const frame of parentFrames) {
      expect(frame).not.toContain(privateTitle)
      expect(frame).not.toContain('Private: the line-up')
      expect(frame).not.toContain(privateId)
    }
    expect(coachPage.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })
})
