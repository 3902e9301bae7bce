import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from '@teamspace/domain/shared/languages'

/**
 * The device's language where a page's first paint is chosen, before any script of the page has run: the server
 * reads a cookie (services/src/app.ts), the service worker, which sees no cookies, an entry of a cache of its own.
 * Both are written beside the device's choice (locale.ts); both name the page the build wrote in that language
 * (`pages/<language>/`, web/vite.config.ts).
 */
const cacheName = 'teamspace-device'
const languageEntry = '/device/language'

/** Keeps `language` where the server and the service worker look for it. */
export function keepDeviceLanguage(language: Language): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`
  }
  if (typeof caches === 'undefined') return
  // Best effort: a browser without room for it paints the first frame in the browser's language instead.
  void caches
    .open(cacheName)
    .then((cache) => cache.put(languageEntry, new Response(language)))
    .catch(() => undefined)
}

/**
 * The device's language as the service worker knows it (the one kept beside the device's choice, else the
 * browser's), and the built page a navigation starts from in it (the worker's answer to a page load).
 */
export async function deviceShell(
  englishShell: string,
  browserTags: readonly string[],
): Promise<{ language: Language; shell: string }> {
  let language: Language | undefined
  try {
    const kept = await (await (await caches.open(cacheName)).match(languageEntry))?.text()
    language = isLanguage(kept) ? kept : undefined
  } catch {
    // No cache storage: the browser's language decides.
  }
  language ??= preferredLanguage(browserTags)
  return { language, shell: language === defaultLanguage ? englishShell : `/pages/${language}/index.html` }
}
