import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall, fetchBytes } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { labelled } from './support/fields'
import { animatedGif, exifHasGps, jpegWithGps, png, type TestImage } from './support/images'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shoot, shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'
import { recordProgressBars, throttleUploads, uploadThroughApi } from './support/uploads'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })
const otherParent: Person = unique({ name: 'Sam Okafor', email: 'sam@example.com', password: 'penalty-spot-3' })

const captions = {
  jpeg: 'Corner kick in the cup final',
  png: 'Team photo before practice',
  gif: 'Goal celebration dance',
}

interface ApiPhoto {
  id: string
  caption: string
  tags: string[]
  canDelete: boolean
  thumbnail: { url: string; width: number; height: number }
  display: { url: string; width: number; height: number }
}

const photosOf = async (page: Page) =>
  (await api<{ photos: ApiPhoto[]; total: number }>(page, 'GET', '/api/gallery/photos')).photos

const cards = (page: Page) => page.locator('article.photo-card')
const card = (page: Page, caption: string) => page.getByRole('article', { name: caption, exact: true })
const captionsShown = (page: Page) => cards(page).locator('.photo-card__caption').allInnerTexts()
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Photo \d+ of \d+$/ })

async function waitForCount(page: Page, count: number) {
  await expect.poll(() => cards(page).count()).toBe(count)
  await expect.poll(() => heading(page).innerText()).toBe(`Team Gallery (${count} ${count === 1 ? 'photo' : 'photos'})`)
}

async function describePhoto(dialog: Locator, image: TestImage, caption: string, tags: string[]) {
  await dialog.locator('input[type="file"]').setInputFiles(image)
  const items = dialog.getByRole('group', { name: /^Photo \d+$/ })
  const item = items.last()
  await labelled(item, 'Caption (optional)').fill(caption)
  for (const tag of tags) await item.getByRole('button', { name: tag, exact: true }).click()
}

describe('the photo gallery', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let otherPage: TestPage
  let images: { jpeg: TestImage; png: TestImage; gif: TestImage }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    images = { jpeg: await jpegWithGps(), png: await png(), gif: await animatedGif() }
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('shows a new team an empty gallery that invites the first upload', async () => {
    coachPage = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Riverside Kites')
    parentPage = await openZonedPage(browser, 'Europe/London')
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    otherPage = await openZonedPage(browser, 'Europe/London', { width: 375 })
    await joinTeamThroughApi(coachPage, otherPage, app.baseUrl, otherParent, 'parent_guardian')

    await otherPage.goto(`${app.baseUrl}/gallery`)
    await otherPage.getByRole('heading', { name: 'No photos have been uploaded to the gallery yet.' }).waitFor()
    await parentPage.goto(`${app.baseUrl}/gallery`)
    await parentPage.getByRole('heading', { name: 'No photos have been uploaded to the gallery yet.' }).waitFor()
    await parentPage.getByRole('heading', { name: 'Photo Tips' }).waitFor()
    await waitForCount(parentPage, 0)
    await expectAccessible(parentPage, 'the empty gallery')
  })

  it('checks the chosen files, then uploads three photos one by one with a progress bar each', async () => {
    const page = parentPage
    await page.getByRole('button', { name: 'Upload First Photos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload Photos' })
    await dialog.getByText('Choose up to 10 images (JPG, PNG, GIF)').waitFor()
    await expect.poll(() => dialog.getByRole('button', { name: 'Upload 0 Photo(s)' }).isDisabled()).toBe(true)

    const input = dialog.locator('input[type="file"]')
    // Dragged in from the desktop: a text file among the photos is dropped.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['not a photo'], 'notes.txt', { type: 'text/plain' }))
      return transfer
    })
    await dialog.locator('.upload-drop').dispatchEvent('dragover', { dataTransfer: dropped })
    await dialog.locator('.upload-drop').dispatchEvent('drop', { dataTransfer: dropped })
    await dialog.getByText('Only image files are allowed').waitFor()
    await input.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await dialog.getByText('File size too large. Please upload an image smaller than 5MB.').waitFor()
    await expect.poll(() => dialog.getByRole('group', { name: /^Photo \d+$/ }).count()).toBe(0)

    await describePhoto(dialog, images.jpeg, captions.jpeg, ['Game', 'Tournament', 'Team', 'Awards'])
    await describePhoto(dialog, images.png, captions.png, ['Practice', 'Team'])
    await describePhoto(dialog, images.gif, captions.gif, ['Celebration'])
    // Room for seven more: eight at once are too many, and the first seven join.
    const spares = Array.from({ length: 8 }, (_, index) => ({ ...images.png, name: `spare-${index}.png` }))
    await input.setInputFiles(spares)
    await dialog.getByText('Can only upload 7 more files').waitFor()
    await expect.poll(() => dialog.getByRole('group', { name: /^Photo \d+$/ }).count()).toBe(10)
    for (let spare = 10; spare > 3; spare--) await dialog.getByRole('button', { name: `Remove photo ${spare}` }).click()
    await dialog.getByRole('button', { name: 'Upload 3 Photo(s)' }).waitFor()
    const photo1 = dialog.getByRole('group', { name: 'Photo 1' })
    await expect
      .poll(() => photo1.getByRole('button', { name: 'Tournament' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => photo1.getByRole('button', { name: 'Practice' }).getAttribute('aria-pressed')).toBe('false')
    // The tag chips answer the keyboard: Space on a focused chip chooses it, and again takes it back.
    await photo1.getByRole('button', { name: 'Training' }).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => photo1.getByRole('button', { name: 'Training' }).getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Space')
    await expect.poll(() => photo1.getByRole('button', { name: 'Training' }).getAttribute('aria-pressed')).toBe('false')
    await expectAccessible(page, 'the upload dialog')
    await shootWidths(page, 'gallery-upload-dialog')
    await page.setViewportSize({ width: 1280, height: 800 })

    // Slow enough to watch: the camera photo takes a second or two to send.
    const seen = await recordProgressBars(page)
    const unthrottle = await throttleUploads(page, 200 * 1024)
    await dialog.getByRole('button', { name: 'Upload 3 Photo(s)' }).click()
    const firstBar = dialog.getByRole('progressbar', { name: 'Upload of photo 1' })
    await firstBar.waitFor()
    await shoot(page, 'gallery-upload-progress')
    await dialog.waitFor({ state: 'detached' })
    await unthrottle()
    const values = await seen()
    for (const number of [1, 2, 3]) {
      const bar = values[`Upload of photo ${number}`] ?? []
      expect(bar.length, `photo ${number}'s bar`).toBeGreaterThan(0)
      expect(bar.at(-1), `photo ${number}'s bar ends full`).toBe(100)
      expect(
        [...bar].sort((a, b) => a - b),
        `photo ${number}'s bar only grows`,
      ).toEqual(bar)
    }
    // The big photo's bar moved through the bytes, not straight from empty to full.
    expect(values['Upload of photo 1']?.some((value) => value > 0 && value < 100)).toBe(true)

    // Newest first: the last one sent tops the grid.
    await waitForCount(page, 3)
    await expect.poll(() => captionsShown(page)).toEqual([captions.gif, captions.png, captions.jpeg])
    expect(page.errors).toEqual([])
  })

  it('shows the uploads to another member live, without a reload', async () => {
    await waitForCount(otherPage, 3)
    await expect.poll(() => captionsShown(otherPage)).toEqual([captions.gif, captions.png, captions.jpeg])
  })

  it('stores re-encoded pictures without EXIF or GPS, served only with the session, sized before they load', async () => {
    const page = parentPage
    const photos = await photosOf(page)
    const jpeg = photos.find((photo) => photo.caption === captions.jpeg)
    const gif = photos.find((photo) => photo.caption === captions.gif)
    if (!jpeg || !gif) throw new Error('the uploads are missing')
    expect(exifHasGps((await sharp(images.jpeg.buffer).metadata()).exif)).toBe(true)
    for (const url of [jpeg.thumbnail.url, jpeg.display.url]) {
      const served = await fetchBytes(page, url)
      expect(served.status).toBe(200)
      expect(served.cacheControl).toContain('private')
      const metadata = await sharp(served.bytes).metadata()
      expect(exifHasGps(metadata.exif), url).toBe(false)
      expect(metadata.exif, url).toBeUndefined()
    }
    const animated = await sharp((await fetchBytes(page, gif.display.url)).bytes, { animated: true }).metadata()
    expect(animated.pages).toBeGreaterThan(1)
    expect((await fetch(`${app.baseUrl}${jpeg.display.url}`)).status).toBe(401)

    // The thumbnail's box is the photo's own size before a byte of it arrives, and it loads only when near.
    const img = card(page, captions.jpeg).locator('img')
    await expect.poll(() => img.getAttribute('loading')).toBe('lazy')
    await expect.poll(() => img.getAttribute('width')).toBe(String(jpeg.thumbnail.width))
    await expect.poll(() => img.getAttribute('height')).toBe(String(jpeg.thumbnail.height))
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)

    // Four tags: three on the card and '+1'.
    const tags = card(page, captions.jpeg).getByRole('list', { name: 'Tags' })
    await expect
      .poll(() => tags.getByRole('listitem').allInnerTexts())
      .toEqual(['Game', 'Tournament', 'Team', expect.stringMatching(/^\+1\s+1 more tag$/)])
  })

  it('filters by tag and by search, with chips to undo each, and orders oldest first', async () => {
    const page = parentPage
    const quick = page.getByRole('list', { name: 'Quick filter by tag' })
    // The newest photo's tags first; each tag once.
    await expect.poll(() => quick.getByRole('button').count()).toBe(7)
    const chips = await quick.getByRole('button').allInnerTexts()
    expect(chips.slice(0, 3)).toEqual(['All', 'Celebration', 'Practice'])
    expect(chips.slice(3).sort()).toEqual(['Awards', 'Game', 'Team', 'Tournament'])
    await quick.getByRole('button', { name: 'Celebration' }).click()
    await waitForCount(page, 1)
    await expect.poll(() => captionsShown(page)).toEqual([captions.gif])
    const active = page.getByRole('list', { name: 'Active filters' })
    await active.getByRole('button', { name: 'Remove filter Tag: Celebration' }).click()
    await waitForCount(page, 3)

    await labelled(page, 'Tag').selectOption('team')
    await waitForCount(page, 2)
    await expect.poll(() => captionsShown(page)).toEqual([captions.png, captions.jpeg])
    await labelled(page, 'Search').fill('cup final')
    await waitForCount(page, 1)
    await expect.poll(() => captionsShown(page)).toEqual([captions.jpeg])
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await waitForCount(page, 3)
    await expect.poll(() => labelled(page, 'Search').inputValue()).toBe('')

    // The uploader's name finds every photo they shared.
    await labelled(page, 'Search').fill('Robin')
    await waitForCount(page, 3)
    await labelled(page, 'Search').fill('volleyball')
    await page.getByRole('heading', { name: 'No photos match your current filters.' }).waitFor()
    await waitForCount(page, 0)
    await page.locator('.empty-state').getByRole('button', { name: 'Clear Filters' }).click()
    await waitForCount(page, 3)
    await expect.poll(() => labelled(page, 'Search').inputValue()).toBe('')

    await page.getByRole('button', { name: 'Oldest First' }).click()
    await expect.poll(() => captionsShown(page)).toEqual([captions.jpeg, captions.png, captions.gif])
    await page.getByRole('button', { name: 'Masonry' }).click()
    await page.locator('.photo-masonry').waitFor()
    await expectAccessible(page, 'the gallery in masonry, oldest first')
    await shootWidths(page, 'gallery-masonry')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Grid', exact: true }).click()
    await page.getByRole('button', { name: 'Newest First' }).click()
    await expect.poll(() => captionsShown(page)).toEqual([captions.gif, captions.png, captions.jpeg])
    await expectAccessible(page, 'the gallery grid')
    await shootWidths(page, 'gallery-grid')
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('keeps the filters behind a button on a phone, so the photos start on the first screen', async () => {
    const page = otherPage
    await page.goto(`${app.baseUrl}/gallery`)
    await waitForCount(page, 3)
    const toggle = page.getByRole('button', { name: 'Filters', exact: true })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await labelled(page, 'Search').isVisible()).toBe(false)
    const firstPhoto = await cards(page).first().boundingBox()
    expect(firstPhoto!.y).toBeLessThan(page.viewportSize()!.height)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await shoot(page, `gallery-filters-folded-${scheme}`)
    }
    await page.emulateMedia({ colorScheme: 'light' })

    await toggle.click()
    await labelled(page, 'Tag').selectOption('team')
    await waitForCount(page, 2)
    await toggle.click()
    // Folded again, the filter in force still shows, and undoes.
    expect(await labelled(page, 'Tag').isVisible()).toBe(false)
    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('button', { name: 'Remove filter Tag: Team' })
      .click()
    await waitForCount(page, 3)
    await expectAccessible(page, 'the gallery on a phone, filters folded', [375])
    expect(page.errors).toEqual([])
  })

  it('opens the viewer and steps through with the keyboard; Escape gives focus back to the card', async () => {
    const page = parentPage
    const opener = card(page, captions.gif).getByRole('button', { name: `Open photo: ${captions.gif}` })
    await opener.click()
    const dialog = viewer(page)
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor()
    await dialog.getByText(captions.gif).waitFor()
    await dialog.getByText(`Uploaded by ${parent.name} on`).waitFor()
    const shown = dialog.getByRole('img', { name: captions.gif })
    await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)

    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor()
    await dialog.getByText(captions.png).waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor()
    await dialog.getByText(captions.jpeg).waitFor()
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts())
      .toEqual(['Game', 'Tournament', 'Team', 'Awards'])
    await expect.poll(() => dialog.getByRole('button', { name: /Next/ }).isDisabled()).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor()
    await expectAccessible(page, 'the photo viewer')
    await shootWidths(page, 'gallery-viewer')
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Open photo: ${captions.gif}`)
  })

  it('steps through by swiping on a phone', async () => {
    const page = otherPage
    await card(page, captions.gif)
      .getByRole('button', { name: `Open photo: ${captions.gif}` })
      .click()
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor()
    const frame = viewer(page).locator('.photo-viewer__frame')
    const box = await frame.boundingBox()
    if (!box) throw new Error('no photo on screen')
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2
      await frame.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: fromX, clientY: y })
      await frame.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: toX, clientY: y + 5 })
    }
    await swipe(box.x + box.width - 20, box.x + 20)
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor()
    await swipe(box.x + 20, box.x + box.width - 20)
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor()
    // Someone else's photo: no Delete.
    await expect.poll(() => viewer(page).getByRole('button', { name: 'Delete' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await viewer(page).waitFor({ state: 'detached' })
  })

  it('lets only the uploader delete: a coach gets no Delete, and the server refuses them', async () => {
    const jpeg = (await photosOf(coachPage)).find((photo) => photo.caption === captions.jpeg)
    if (!jpeg) throw new Error('the photo is missing')
    expect(jpeg.canDelete).toBe(false)
    await coachPage.goto(`${app.baseUrl}/gallery`)
    await card(coachPage, captions.jpeg)
      .getByRole('button', { name: `Open photo: ${captions.jpeg}` })
      .click()
    await viewer(coachPage).getByText(captions.jpeg).waitFor()
    await expect.poll(() => viewer(coachPage).getByRole('button', { name: 'Delete' }).count()).toBe(0)
    await coachPage.keyboard.press('Escape')
    const refused = await apiCall(coachPage, 'DELETE', `/api/gallery/photos/${jpeg.id}`)
    expect(refused.status).toBe(403)
    expect((await photosOf(coachPage)).map((photo) => photo.caption)).toContain(captions.jpeg)
  })

  it('deletes the uploader’s own photo after the confirmation; it leaves every page', async () => {
    const page = parentPage
    await card(page, captions.jpeg)
      .getByRole('button', { name: `Open photo: ${captions.jpeg}` })
      .click()
    const dialog = viewer(page)
    await dialog.getByText(captions.jpeg).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Photo' })
    await confirm
      .getByText('Are you sure you want to delete this photo? This action cannot be undone.', { exact: true })
      .waitFor()
    await confirm.getByRole('button', { name: 'Delete Photo' }).click()
    await confirm.waitFor({ state: 'detached' })
    await dialog.waitFor({ state: 'detached' })
    await waitForCount(page, 2)
    await expect.poll(() => captionsShown(page)).toEqual([captions.gif, captions.png])
    await waitForCount(otherPage, 2)
    expect((await photosOf(page)).map((photo) => photo.caption)).not.toContain(captions.jpeg)
    expect(page.errors).toEqual([])
    expect(otherPage.errors).toEqual([])
    expect(coachPage.errors).toEqual([])
  })

  it('shows a long gallery a page at a time, loading the next as the end of the list comes near', async () => {
    const page = parentPage
    const small = await png(64, 48, '#1d6fd1')
    await uploadThroughApi(
      page,
      small,
      Array.from({ length: 62 }, (_, index) => `Training drill ${index + 1}`),
      ['training'],
    )
    const firstPageOnly = async () => {
      // From the top: a reload puts the page back where it was, and at the end the next page loads at once.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.reload()
      await expect.poll(() => heading(page).innerText()).toBe('Team Gallery (64 photos)')
      await expect.poll(() => cards(page).count()).toBe(60)
      await page.getByRole('button', { name: 'Load more photos' }).waitFor()
    }

    // Scrolling to the end brings the rest, still in order: the oldest photo last.
    await firstPageOnly()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => cards(page).count()).toBe(64)
    await expect.poll(() => page.getByRole('button', { name: 'Load more photos' }).count()).toBe(0)
    await expect.poll(async () => (await captionsShown(page)).at(-1)).toBe(captions.png)

    // The button does the same for anyone the scrolling does not reach. It is pressed where it stands: scrolling
    // it into view first would load the next page before the press, and the press would find no button.
    await firstPageOnly()
    await page
      .getByRole('button', { name: 'Load more photos' })
      .evaluate((button) => (button as HTMLButtonElement).click())
    await expect.poll(() => cards(page).count()).toBe(64)

    // The viewer steps on past the last photo loaded.
    await firstPageOnly()
    await card(page, 'Training drill 3').getByRole('button').click()
    await page.getByRole('dialog', { name: 'Photo 60 of 64' }).waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'Photo 61 of 64' }).getByText('Training drill 2').waitFor()
    await page.keyboard.press('Escape')
    expect(page.errors).toEqual([])
  })

  it('says in the red box why the server refused a file, and sends the rest once it is removed', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/gallery`)
    await page.getByRole('button', { name: '+ Upload Photos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload Photos' })
    // A page of HTML named like a photo: the browser believes the name, the server reads the bytes.
    const disguised = {
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    }
    await describePhoto(dialog, disguised, 'Not really a photo', [])
    await describePhoto(dialog, await png(300, 200, '#d92d20'), 'Kit day', ['Team'])
    await dialog.getByRole('button', { name: 'Upload 2 Photo(s)' }).click()
    await dialog
      .getByRole('alert')
      .getByText('Invalid file type. Please upload a JPEG, PNG, GIF, or WebP image.')
      .waitFor()
    await expect
      .poll(() => dialog.getByRole('progressbar', { name: 'Upload of photo 1' }).getAttribute('aria-valuetext'))
      .toBe('Not uploaded')
    // Sequential: the photo after the refused one was never sent.
    await expect.poll(() => dialog.getByRole('progressbar', { name: 'Upload of photo 2' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click()
    await dialog.getByRole('button', { name: 'Upload 1 Photo(s)' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => captionsShown(page).then((shown) => shown[0])).toBe('Kit day')
    expect(page.errors).toEqual([])
  })
})
