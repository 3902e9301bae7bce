import type { Page } from 'playwright-core'

/**
 * The words on the page that the layout cuts: an element with text of its own whose box hides part of it (an ellipsis,
 * a clamp to some lines, or hidden overflow), named by its text. What people wrote (a chat message's preview, a
 * photo's caption, a team's name) may be shortened by design and is marked with `data-may-shorten`; the app's own
 * words never are.
 */
export const cutTexts = (page: Page, within = 'body'): Promise<string[]> =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)
    if (!root) return []
    const cut: string[] = []
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!ownText || element.closest('[data-may-shorten]')) continue
      const box = element.getBoundingClientRect()
      // Words only a screen reader reads are in a box of a pixel by design.
      if (box.width <= 1 || box.height <= 1) continue
      const style = getComputedStyle(element)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        cut.push(ownText.slice(0, 60))
      }
    }
    return cut
  }, within)
