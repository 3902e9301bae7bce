/**
 * The JavaScript a signed-in page needs before its heading shows, and before it is usable, computed from the web build
 * (`web/dist`), with a budget for each. `web/first-screen-budget.test.ts` fails when a page grows past one; `npm test`
 * runs it right after the build (`.ci/test.ts`), and `npm run test:budget` builds and runs it alone.
 *
 * **JS before the heading** is the script that must run before the page's heading can paint: the render-blocking
 * scripts its HTML names before its `<h1>` (`renderBlockingBeforeHeading`), whose budget is 0 KiB. The server
 * answers each team page's address with the build's copy of index.html that holds the app's frame and the page's
 * header (`pages/<page>.html`, web/vite.config.ts), and the service worker answers the installed app's page loads
 * with the same (page-header-html.ts): the heading paints from HTML and CSS alone. Every script of those pages is a
 * module (deferred) or async, so none holds the heading back. Until that was so, the heading came with React's
 * render, and this name meant the figure below.
 *
 * **JS until usable** is every script the page needs before React has rendered its heading, which is the page being
 * usable (`firstScreens`, `budgetsKib`), the one `npm run bench -- lighthouse` measures in the browser
 * (docs/benchmarks.md): the brotli size of each, as the server sends it. Here it is read from what the build wrote
 * rather than timed: the scripts `index.html` names (the entry and its preloads), the files the route-preload script
 * adds for the page's address, the chunks the router loads for the signed-in layouts and the page's route (all but
 * their error views), and the modules the app imports lazily as it starts — with every chunk these import in turn,
 * from Vite's manifest (`dist/.vite/manifest.json`). It counts a file the browser might not fetch in time rather than
 * miss one it does.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'

/** The target for every page's JS until usable, KiB of brotli. */
export const targetKib = 100

/** Render-blocking script before a page's heading, KiB of brotli: none, as the heading is in the HTML. */
export const renderBlockingBudgetKib = 0

/**
 * Each page's budget of JS until usable, KiB of brotli (1 KiB = 1,024 bytes): what it needs now with about a KiB of room, lowered as
 * pages get lighter, until every one is within `targetKib`. Keys are addresses inside a team (`/t/<team>/dashboard`).
 * Speaking each family's language raised every page by 20–26 KiB: FormatJS (react-intl with intl-messageformat,
 * 13.6 KiB, of which its ICU parser is 7.9 KiB) and each page's English words as messages. Compiling the messages
 * at build time would leave the parser out. The dashboard's names of positions, once a copy of its own, come from
 * the module the roster and the stats share (a chunk of its own): 0.9 KiB more for the dashboard. Game day's two
 * dashboard cards (the live score, the next game's lineup) load after the heading, but their loaders and the list of
 * files each preloads are in the dashboard's chunk: 1 KiB more. Playing time's loaders (the stats page's fair-play
 * card and the game's stat sheet filled in from the match) and the app's new refusals: 0.2 KiB more for the
 * dashboard and the stats page. A save's answer naming what it changed (`lib/touched-topics.ts`, in the entry, so
 * that no page keeps its own list): 0.2 KiB more for every page.
 */
export const budgetsKib = {
  '/dashboard': 197.5,
  '/players': 170.5,
  '/calendar': 184,
  '/chat': 169,
  '/gallery': 171,
  '/stats': 181,
} as const satisfies Record<string, number>

export type BudgetedPage = keyof typeof budgetsKib

/**
 * Modules the app imports lazily on every signed-in page as it starts, before any page's heading (a path's ending
 * in the manifest): the service worker's registration and the chat's unread badge in the top bar.
 */
export const startedLazily = ['/workbox-window.prod.es5.mjs', 'src/features/chat/ChatUnreadBadge.tsx'] as const

/** The signed-in layouts every team page is rendered in; their lazy parts load before any page's heading. */
const layoutRoutes = ['src/routes/_app.tsx', 'src/routes/_app/t/$teamId/route.tsx'] as const

/** A route file's lazy parts a page does not need to show itself. */
const notFirstShown = /[?&]tsr-split=(errorComponent|notFoundComponent)$/

interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
}
type Manifest = Readonly<Record<string, ManifestChunk>>

export interface FirstScreen {
  /** The scripts, as paths under the build's folder (`assets/…`), largest first. */
  readonly files: readonly { readonly file: string; readonly brotli: number; readonly raw: number }[]
  readonly brotliBytes: number
  readonly rawBytes: number
}

/** Reads one build; each file is compressed once however many pages share it. */
export function firstScreens(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const fromHtml = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
  const routePreload = readdirSync(path.join(dist, 'assets')).find((file) => /^route-preload-.*\.js$/.test(file))
  if (!routePreload) throw new Error(`${dist} has no route-preload script`)
  const preloadMap = /^const files = (\{.*?\})\[location\.pathname/s.exec(
    readFileSync(path.join(dist, 'assets', routePreload), 'utf8'),
  )?.[1]
  if (!preloadMap) throw new Error(`The route-preload script's map of pages was not found in ${routePreload}`)
  const preloadedFor = JSON.parse(preloadMap) as Record<string, string[]>

  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const lazyParts = (routeFile: string) =>
    Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`) && !notFirstShown.test(key))
  const started = startedLazily.map((ending) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(ending))
    if (!key) throw new Error(`No chunk of the build holds ${ending}: update startedLazily in web/first-screen.ts`)
    return key
  })

  const sizes = new Map<string, { brotli: number; raw: number }>()
  const sizeOf = (file: string) => {
    let size = sizes.get(file)
    if (!size) {
      const content = readFileSync(path.join(dist, file))
      size = { brotli: brotliCompressSync(content).length, raw: content.length }
      sizes.set(file, size)
    }
    return size
  }

  return (page: string): FirstScreen => {
    const pageRoute = `src/routes/_app/t/$teamId${page}.tsx`
    const parts = lazyParts(pageRoute)
    if (parts.length === 0) throw new Error(`The build has no lazy parts of ${pageRoute}`)
    const files = new Set<string>()
    const add = (file: string) => {
      if (files.has(file)) return
      files.add(file)
      for (const key of byFile.get(file)?.imports ?? []) add(manifest[key]!.file)
    }
    for (const file of fromHtml) add(file)
    for (const file of preloadedFor[page] ?? []) add(`assets/${file}`)
    for (const key of [...layoutRoutes.flatMap(lazyParts), ...parts, ...started]) add(manifest[key]!.file)
    const listed = [...files].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.brotli - a.brotli)
    return {
      files: listed,
      brotliBytes: listed.reduce((sum, file) => sum + file.brotli, 0),
      rawBytes: listed.reduce((sum, file) => sum + file.raw, 0),
    }
  }
}

export const kib = (bytes: number) => bytes / 1024

/** A script of a page's HTML before its heading that holds the heading's paint back. */
export interface BlockingScript {
  /** Its address (`/assets/…`), or `inline` for a script written into the page. */
  readonly src: string
  readonly tag: string
}

/**
 * The scripts of a page's HTML that hold its heading's paint back: those before its first `<h1>` that the parser
 * must fetch and run where they stand (a classic script without `async` or `defer`). A module script is deferred
 * and a `modulepreload` link only fetches, so neither does. `undefined` when the HTML holds no heading: then the
 * heading waits for a script, whatever its tags say.
 */
export function renderBlockingScripts(html: string): readonly BlockingScript[] | undefined {
  const heading = html.search(/<h1\b/)
  if (heading < 0) return undefined
  return [...html.slice(0, heading).matchAll(/<script\b([^>]*)>/g)].flatMap(([tag, attributes]) => {
    const attribute = (name: string) => new RegExp(`(?:^|\\s)${name}(?:\\s|=|$)`).test(attributes!)
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes!)?.[1]
    if (type === 'module' || attribute('async') || attribute('defer')) return []
    // Data blocks (JSON, import maps) run nothing.
    if (type !== undefined && !/^(text|application)\/(javascript|ecmascript)$/.test(type)) return []
    return [{ src: /\bsrc=["']?([^"'\s>]+)/.exec(attributes!)?.[1] ?? 'inline', tag }]
  })
}

/**
 * The render-blocking script before the heading of a page's HTML as the server sends it (`pages/<page>.html`, or a
 * language's copy with `language`), in brotli bytes; an inline script counts its own text. `undefined` when the
 * page's HTML holds no heading.
 */
export function renderBlockingBeforeHeading(dist: string, page: string, language?: string) {
  const html = readFileSync(path.join(dist, 'pages', ...(language ? [language] : []), `${page.slice(1)}.html`), 'utf8')
  const scripts = renderBlockingScripts(html)
  if (!scripts) return undefined
  const bytes = scripts.reduce((sum, script) => {
    if (script.src !== 'inline') return sum + brotliCompressSync(readFileSync(path.join(dist, script.src))).length
    const text = html.slice(html.indexOf(script.tag) + script.tag.length).split('</script>')[0]!
    return sum + brotliCompressSync(text).length
  }, 0)
  return { scripts, brotliBytes: bytes }
}
