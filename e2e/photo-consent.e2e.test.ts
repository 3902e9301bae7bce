import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall, fetchBytes } from './support/api'
import { launchBrowser, newContext, type TestPage } from './support/browser'
import { shoot, shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Greta Brandt', email: 'greta.consent@example.com', password: 'touchline-44' })
const pat: Person = unique({ name: 'Pat Morgan', email: 'pat.consent@example.com', password: 'free-kick-12' })
const olly: Person = unique({ name: 'Olly Chen', email: 'olly.consent@example.com', password: 'throw-in-77' })
const kim: Person = unique({ name: 'Kim Novak', email: 'kim.consent@example.com', password: 'far-post-19' })

const CACHE = 'team-data-gallery-images'

interface ApiPhoto {
  id: string
  held: boolean
  heldFor: { id: string; name: string }[]
  thumbnail: { url: string }
  display: { url: string }
}

/** A page of its own, in a language, with the service worker let in when asked: a family's phone or laptop. */
async function openDevice(
  browser: Browser,
  { locale = 'en-GB', width = 1280, worker = false }: { locale?: string; width?: number; worker?: boolean } = {},
): Promise<TestPage> {
  const context = await newContext(browser, {
    locale,
    timezoneId: 'Europe/London',
    viewport: { width, height: 800 },
    ...(worker ? { serviceWorkers: 'allow' as const } : {}),
  })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return Object.assign(page, { errors })
}

const photosOf = async (page: Page) =>
  (await api<{ photos: ApiPhoto[] }>(page, 'GET', '/api/gallery/photos')).photos.map((photo) => photo.id)
const cards = (page: Page) => page.locator('article.photo-card')

/** What the phone's service worker keeps of the gallery's images: their addresses. */
const keptImages = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  }, CACHE)

describe('photo consent: each family decides, and a withdrawal takes the photos down everywhere', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let patPage: TestPage
  let ollyPage: TestPage
  let kimPhone: TestPage
  let mia: string
  let photo: ApiPhoto

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    // The coach's laptop speaks German; Kim's phone keeps the app and its images for the pitch.
    coachPage = await openDevice(browser, { locale: 'de-DE' })
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Auenland Adler')
    patPage = await openDevice(browser)
    await joinTeamThroughApi(coachPage, patPage, app.baseUrl, pat, 'parent_guardian')
    ollyPage = await openDevice(browser)
    await joinTeamThroughApi(coachPage, ollyPage, app.baseUrl, olly, 'parent_guardian')
    kimPhone = await openDevice(browser, { width: 375, worker: true })
    await joinTeamThroughApi(coachPage, kimPhone, app.baseUrl, kim, 'parent_guardian')
    mia = (
      await api<{ id: string }>(coachPage, 'POST', '/api/players', {
        name: 'Mia Morgan',
        jerseyNumber: 7,
        parentEmails: [pat.email],
      })
    ).id
    await api(coachPage, 'POST', '/api/players', { name: 'Leo Chen', jerseyNumber: 9, parentEmails: [olly.email] })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('lets a parent choose “no photos” for their child beside the gallery', async () => {
    await patPage.goto(`${app.baseUrl}/gallery`)
    const consent = patPage.getByRole('group', { name: 'Photo consent for Mia Morgan' })
    await consent.getByText('Not answered yet').waitFor()
    await consent.getByRole('radio', { name: 'No photos' }).check()
    await expect
      .poll(
        async () =>
          (await api<{ players: { consent: string | null }[] }>(patPage, 'GET', '/api/gallery/consent')).players[0]
            ?.consent,
      )
      .toBe('none')
    expect(await consent.getByRole('radio', { name: 'No photos' }).isChecked()).toBe(true)
    await expectAccessible(patPage, 'the gallery with photo consent')
  })

  it('holds a photo naming that child from other parents, by page, API and address, and marks it for the coach', async () => {
    // Kim's phone opens the gallery with its service worker in charge, as it will be at the pitch.
    await kimPhone.goto(`${app.baseUrl}/gallery`)
    await kimPhone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await kimPhone.reload()
    await expect.poll(() => kimPhone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await kimPhone.getByRole('heading', { name: 'No photos have been uploaded to the gallery yet.' }).waitFor()

    // Olly uploads it through the dialog, naming Mia from the roster.
    await ollyPage.goto(`${app.baseUrl}/gallery`)
    await ollyPage.getByRole('button', { name: 'Upload First Photos' }).click()
    const dialog = ollyPage.getByRole('dialog', { name: 'Upload Photos' })
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'warm-up.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
    })
    const item = dialog.getByRole('group', { name: 'Photo 1' })
    await item.getByRole('textbox', { name: /Caption/ }).fill('Cup final warm-up')
    const who = item.getByRole('group', { name: 'Who is in this photo?' })
    await who.getByRole('button', { name: 'Mia Morgan' }).click()
    expect(await who.getByRole('button', { name: 'Mia Morgan' }).getAttribute('aria-pressed')).toBe('true')
    await shoot(ollyPage, 'photo-consent-upload-names-players')
    await dialog.getByRole('button', { name: 'Upload 1 Photo(s)' }).click()
    await dialog.waitFor({ state: 'detached' })
    const uploaded = await api<{ photos: ApiPhoto[] }>(ollyPage, 'GET', '/api/gallery/photos')
    photo = uploaded.photos[0]!
    expect(photo.held).toBe(true)
    expect(photo.heldFor).toEqual([{ id: mia, name: 'Mia Morgan' }])

    // Other parents: not in the list, not by its addresses, guessed or not.
    expect(await photosOf(kimPhone)).not.toContain(photo.id)
    expect(await photosOf(patPage)).not.toContain(photo.id)
    for (const url of [photo.thumbnail.url, photo.display.url, `${photo.display.url}&v=guess`]) {
      expect((await apiCall(kimPhone, 'GET', url)).status, url).toBe(404)
      expect((await apiCall(patPage, 'GET', url)).status, url).toBe(404)
    }
    expect(await cards(kimPhone).count()).toBe(0)
    expect(await keptImages(kimPhone)).toEqual([])

    // The coach sees it, marked as held and why (in German).
    await coachPage.goto(`${app.baseUrl}/gallery`)
    const held = coachPage.locator('article.photo-card[data-held]')
    await held.waitFor()
    await held.getByText('Zurückgehalten', { exact: true }).waitFor()
    await held.getByText('Wartet auf die Foto-Einwilligung für Mia Morgan.').waitFor()
    await expectAccessible(coachPage, 'a held photo, for the coach in German')
    await shootWidths(coachPage, 'photo-consent-held-coach-de')
    await coachPage.emulateMedia({ colorScheme: 'dark' })
    await shootWidths(coachPage, 'photo-consent-held-coach-de-dark')
    await coachPage.emulateMedia({ colorScheme: 'light' })
    await held.getByRole('button').click()
    const viewer = coachPage.getByRole('dialog')
    await viewer.getByText('Zurückgehalten: Nur Trainer und wer es hochgeladen hat, sehen dieses Foto').waitFor()
    await shoot(coachPage, 'photo-consent-viewer-coach-de')
    // The coach blurs a region (the one offered, in the middle): new files, and the old address answers 404.
    await viewer.getByRole('button', { name: 'Bereich unkenntlich machen' }).click()
    await viewer.getByRole('button', { name: 'Diesen Bereich unkenntlich machen' }).click()
    await viewer.getByRole('button', { name: 'Bereich unkenntlich machen' }).waitFor()
    expect((await apiCall(coachPage, 'GET', photo.display.url)).status).toBe(404)
    photo = (await api<{ photos: ApiPhoto[] }>(coachPage, 'GET', '/api/gallery/photos')).photos[0]!
    expect((await fetchBytes(coachPage, photo.display.url)).status).toBe(200)
    await coachPage.keyboard.press('Escape')

    // Its uploader sees it too, marked.
    await ollyPage.goto(`${app.baseUrl}/gallery`)
    await ollyPage
      .locator('article.photo-card[data-held]')
      .getByText('Waiting for photo consent for Mia Morgan.')
      .waitFor()
    await shootWidths(ollyPage, 'photo-consent-held-uploader')
  })

  it('shows the photo live once the family gives consent, and takes it down live when they withdraw it', async () => {
    await patPage
      .getByRole('group', { name: 'Photo consent for Mia Morgan' })
      .getByRole('radio', { name: 'Photos in the team gallery' })
      .check()
    // Kim's phone, open on the gallery, shows it without a reload; its image is kept for the pitch.
    await expect.poll(() => cards(kimPhone).count()).toBe(1)
    await kimPhone.locator('article.photo-card img').evaluate((image: HTMLImageElement) => image.decode())
    await expect.poll(() => keptImages(kimPhone)).toContain(new URL(photo.thumbnail.url, app.baseUrl).pathname)
    await shoot(kimPhone, 'photo-consent-shown-phone')
    await kimPhone.emulateMedia({ colorScheme: 'dark' })
    await shoot(kimPhone, 'photo-consent-shown-phone-dark')
    await kimPhone.emulateMedia({ colorScheme: 'light' })
    await patPage.goto(`${app.baseUrl}/gallery`)
    await expect.poll(() => cards(patPage).count()).toBe(1)

    // Withdrawn: gone from the page that is open, at once.
    await patPage
      .getByRole('group', { name: 'Photo consent for Mia Morgan' })
      .getByRole('radio', { name: 'No photos' })
      .check()
    await expect.poll(() => cards(kimPhone).count()).toBe(0)
    await patPage
      .getByRole('group', { name: 'Photo consent for Mia Morgan' })
      .getByRole('radio', { name: 'Photos in the team gallery' })
      .check()
    await expect.poll(() => cards(kimPhone).count()).toBe(1)
  })

  it('is gone from a phone that was offline while consent was withdrawn, once it is back: page and kept images', async () => {
    const thumbnail = new URL(photo.thumbnail.url, app.baseUrl).pathname
    // The gallery opened again at the pitch: its image is kept on the phone anew (the withdrawal before dropped it).
    await kimPhone.reload()
    await expect.poll(() => cards(kimPhone).count()).toBe(1)
    await expect.poll(() => keptImages(kimPhone)).toContain(thumbnail)
    await kimPhone.context().setOffline(true)
    try {
      await patPage
        .getByRole('group', { name: 'Photo consent for Mia Morgan' })
        .getByRole('radio', { name: 'No photos' })
        .check()
      await expect
        .poll(
          async () =>
            (await api<{ players: { consent: string | null }[] }>(patPage, 'GET', '/api/gallery/consent')).players[0]
              ?.consent,
        )
        .toBe('none')
      // Without signal the phone still shows what it had.
      expect(await cards(kimPhone).count()).toBe(1)
      await kimPhone.context().setOffline(false)
      // Back in touch: the page drops it, and the worker its kept images.
      await expect.poll(() => cards(kimPhone).count()).toBe(0)
      await expect.poll(() => keptImages(kimPhone)).toEqual([])

      // The answers the phone keeps for a start without signal hold it no more, once saved (a second at most).
      await expect
        .poll(() =>
          kimPhone.evaluate(
            (photoId) =>
              new Promise<boolean>((resolve, reject) => {
                const opening = indexedDB.open('teamspace-offline')
                opening.onerror = () => reject(new Error('no offline store'))
                opening.onsuccess = () => {
                  const all = opening.result.transaction('answers').objectStore('answers').getAll()
                  all.onsuccess = () => resolve(JSON.stringify(all.result).includes(photoId))
                }
              }),
            photo.id,
          ),
        )
        .toBe(false)

      // Offline again, a reload shows it nowhere: not in the kept list, and its address answers nothing.
      await kimPhone.context().setOffline(true)
      await kimPhone.reload()
      await kimPhone.getByRole('heading', { name: 'No photos have been uploaded to the gallery yet.' }).waitFor()
      expect(await cards(kimPhone).count()).toBe(0)
      await shoot(kimPhone, 'photo-consent-withdrawn-offline-phone')
      const offline = await kimPhone.evaluate(async (url) => {
        try {
          return (await fetch(url)).status
        } catch {
          return 'no answer'
        }
      }, photo.thumbnail.url)
      expect(offline).not.toBe(200)
    } finally {
      await kimPhone.context().setOffline(false)
    }
  })
})
