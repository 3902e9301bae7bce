import type { Page } from 'playwright-core'

/** A save the phone keeps in its outbox, as the app stored it in IndexedDB. */
export interface KeptSave {
  id: string
  method: string
  path: string
  fate: string
  description: string
}

/** The saves this phone keeps in its outbox, read from IndexedDB as the app stored them. */
export const keptSaves = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<KeptSave[]>((resolve, reject) => {
        const open = indexedDB.open('teamspace-outbox')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const read = open.result.transaction('items').objectStore('items').getAll()
          read.onsuccess = () => {
            open.result.close()
            resolve(read.result as KeptSave[])
          }
          read.onerror = () => reject(new Error(String(read.error)))
        }
      }),
  )

/** What became of each save the phone keeps: waiting, sent, refused… */
export const keptFates = async (page: Page) => (await keptSaves(page)).map((save) => save.fate)
