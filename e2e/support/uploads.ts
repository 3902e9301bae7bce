import type { Page } from 'playwright-core'
import type { TestImage } from './images'

/**
 * Starts writing down every value each progress bar shows (by its accessible name), as the page changes them, so a
 * test can look afterwards at what a person watching would have seen.
 */
export async function recordProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {}
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const name = bar.getAttribute('aria-label') ?? '?'
        const value = Number(bar.getAttribute('aria-valuenow'))
        const values = (seen[name] ??= [])
        if (values.at(-1) !== value) values.push(value)
      }
    }
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
    Object.assign(window, { __progressSeen: seen })
  })
  return () => page.evaluate(() => (window as unknown as { __progressSeen: Record<string, number[]> }).__progressSeen)
}

/**
 * Sends the page's request bodies at most `bytesPerSecond` (Chromium's own network throttling), so an upload takes
 * long enough to watch; the returned function lifts it.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
  }
}

/** Uploads photos through the API from inside the page, one request each, as the dialog does: for bulk set-up. */
export async function uploadThroughApi(page: Page, image: TestImage, captions: string[], tags: string[] = []) {
  await page.evaluate(
    async ({ base64, mimeType, captions, tags }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      for (const caption of captions) {
        const body = new FormData()
        body.append('caption', caption)
        for (const tag of tags) body.append('tags', tag)
        body.append('photo', new Blob([bytes], { type: mimeType }), 'photo')
        const response = await fetch('/api/gallery/photos', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body,
        })
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
      }
    },
    { base64: image.buffer.toString('base64'), mimeType: image.mimeType, captions, tags },
  )
}
