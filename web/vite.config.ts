import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { defineConfig, type Plugin } from 'vite'
import { ShellSkeleton, type ShellSkeletonWords } from './src/app/shell/shell-skeleton.ts'
import { shellMessages } from './src/app/shell/shell.messages.ts'
import { titledPageIn, withPageHeader } from './src/app/page/page-header-html.ts'
import { defaultLanguage, languageCodes, type Language } from '@teamspace/domain/shared/languages'
import { pageTitles } from './src/app/page/page-titles.ts'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { devApiTarget } from './dev-api-target.ts'

// Absolute paths so the config works whether vite runs from web/ or from the repository root.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// `npm run dev` starts the API server with the same environment: the proxy follows its PORT and HOST.
const apiTarget = devApiTarget(process.env)

/**
 * The route code every signed-in page needs, fetched with the entry instead of after it has run: the signed-in
 * layout and the team layout (the shell), their loading states, with the chunks and styles they import. The router
 * then finds them loaded, instead of asking for each in turn. A page's own code is not preloaded here: every address
 * would pay for it. Styles are preloaded, not linked, so they do not hold the first paint back.
 */
const firstPageRoutes = [
  /\/routes\/_app\.tsx\?tsr-split=(component|pendingComponent)\b/,
  /\/routes\/_app\/t\/\$teamId\/route\.tsx\?tsr-split=(component|pendingComponent)\b/,
]

/** A team page's route file, whose lazy parts are the page: see `pageParts` (the layout and the index are not pages). */
const pageRoute = /\/routes\/_app\/t\/\$teamId\/(?!route\.|index\.)([\w-]+)\.tsx$/
/** The lazy parts of a route file a page does not need to show itself: its error and not-found views. */
const notFirstShown = /\?tsr-split=(errorComponent|notFoundComponent)\b/

/**
 * The small script that, before the entry has even arrived, preloads the chunks of the page the address names
 * (those the entry and the shell do not load already): its component with its loader, its loading state and the
 * data-bound heading its route loads lazily (the modules the route file imports with `import()`, bar its error
 * views). They are then at hand when the router asks, so the page's data is requested as soon as the session is
 * known, instead of after a round trip for each chunk in turn. A file of its own, since the Content
 * Security Policy allows no inline script.
 */
const routePreloadScript = (pages: Record<string, string[]>) =>
  `const files = ${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/, '').replace(/^\\/t\\/[^/]+/, '')] ?? []
for (const file of files) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = '/assets/' + file
  document.head.append(link)
}
`

/** Writes a file of the build with the brotli and gzip copies the server sends instead. */
const writeWithCopies = (file: string, content: string) => {
  writeFileSync(file, content)
  writeFileSync(`${file}.br`, brotliCompressSync(content))
  writeFileSync(`${file}.gz`, gzipSync(content))
}

/** A language's words of the shell, from its translation module (English: the messages'). */
const shellWordsIn = async (language: Language): Promise<ShellSkeletonWords> => {
  const shell: Partial<Record<keyof typeof shellMessages, string>> =
    language === 'en'
      ? {}
      : (
          (await import(pathToFileURL(fromHere(`./src/app/shell/shell.messages.${language}.ts`)).href)) as {
            default: Record<keyof typeof shellMessages, string>
          }
        ).default
  const shellWord = (key: keyof typeof shellMessages) => shell[key] ?? shellMessages[key].defaultMessage
  return {
    skipToContent: shellWord('skipToContent'),
    main: shellWord('main'),
    loading: shellWord('loadingTeamSpace'),
    link: (link) => shellWord(link.message),
  }
}

/**
 * The shell as static markup in index.html, so the first paint needs no script (see shell-skeleton.ts); and, for
 * each team page, a copy of the finished index.html whose shell holds that page's header (`pages/<page>.html`,
 * page-titles.ts), which the server sends for the page's address: its heading paints before any script runs. Each
 * language but English has the same pages in its words (`pages/<language>/`), which the server sends to a device
 * that speaks it (services/src/app.ts): the first paint is in the person's language too.
 */
const staticShell = (): Plugin => {
  const shell = renderToStaticMarkup(createElement(ShellSkeleton))
  return {
    name: 'teamspace-static-shell',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`),
    writeBundle: async (options) => {
      if (!options.dir) return
      const html = readFileSync(path.join(options.dir, 'index.html'), 'utf8')
      if (!html.includes(shell)) throw new Error('index.html does not hold the static shell the pages are written from')
      for (const language of languageCodes) {
        const words = await shellWordsIn(language)
        const folder = path.join(options.dir, 'pages', ...(language === defaultLanguage ? [] : [language]))
        mkdirSync(folder, { recursive: true })
        const inLanguage = html
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace(shell, renderToStaticMarkup(createElement(ShellSkeleton, { words })))
        if (language !== defaultLanguage) writeWithCopies(path.join(folder, 'index.html'), inLanguage)
        // The header as the service worker writes it into the kept shell (page-header-html.ts), so that a page's
        // first paint is the same from the server and from the installed app.
        for (const address of Object.keys(pageTitles)) {
          const pageHtml = withPageHeader(inLanguage, titledPageIn(address, language)!)
          if (!pageHtml) throw new Error(`The shell of ${language} has no place for a page's header`)
          writeWithCopies(path.join(folder, `${address.slice(1)}.html`), pageHtml)
        }
      }
    },
  }
}

const preloadFirstPage = (): Plugin => {
  // Written beside the other assets once the bundle is, with its brotli and gzip copies made here: only the
  // final bundle, as transformIndexHtml sees it, names the chunks that exist (a generateBundle hook ahead of Vite's
  // sees pure-CSS chunks it later removes), and transformIndexHtml cannot emit a file the compression would see.
  let routePreload: { fileName: string; code: string } | undefined
  /** Each team page's lazily imported modules, by its address in a team (`/players` of `/t/<teamId>/players`). */
  const pageParts = new Map<string, string[]>()
  return {
    name: 'teamspace-preload-first-page',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const page = pageRoute.exec(id)
        const lazy = page ? this.getModuleInfo(id)?.dynamicallyImportedIds : undefined
        if (page && lazy)
          pageParts.set(
            `/${page[1]}`,
            lazy.filter((part) => !notFirstShown.test(part)),
          )
      }
    },
    writeBundle: (options) => {
      if (!routePreload || !options.dir) return
      writeWithCopies(path.join(options.dir, routePreload.fileName), routePreload.code)
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = context.bundle
        if (!bundle) return []
        // What the entry loads anyway (Vite links it already), then what the first page adds.
        const collect = (from: readonly string[], scripts: Set<string>, styles: Set<string>, skip?: Set<string>) => {
          const visit = (fileName: string) => {
            const chunk = bundle[fileName]
            if (!chunk || chunk.type !== 'chunk' || scripts.has(fileName) || skip?.has(fileName)) return
            scripts.add(fileName)
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css)
            for (const imported of chunk.imports) visit(imported)
          }
          for (const fileName of from) visit(fileName)
        }
        const entryScripts = new Set<string>()
        const entryStyles = new Set<string>()
        const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry)
        collect(
          entries.map((chunk) => chunk.fileName),
          entryScripts,
          entryStyles,
        )
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const firstPage: string[] = []
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && firstPageRoutes.some((route) => route.test(chunk.facadeModuleId ?? ''))) {
            firstPage.push(chunk.fileName)
          }
        }
        collect(firstPage, scripts, styles, entryScripts)
        for (const css of entryStyles) styles.delete(css)
        const pages: Record<string, string[]> = {}
        const chunkOf = new Map<string, string>()
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId) chunkOf.set(chunk.facadeModuleId, chunk.fileName)
        }
        for (const [address, parts] of pageParts) {
          const own = new Set<string>()
          const chunks = parts.flatMap((part) => chunkOf.get(part) ?? [])
          collect(chunks, own, new Set(), new Set([...entryScripts, ...scripts]))
          if (own.size > 0) pages[address] = [...own].map((file) => file.replace(/^assets\//, ''))
        }
        const code = routePreloadScript(pages)
        const fileName = `assets/route-preload-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
        routePreload = { fileName, code }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${fileName}` },
            injectTo: 'head' as const,
          },
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}

export default defineConfig({
  root: fromHere('.'),
  plugins: [
    // The router plugin must come before the React plugin: it rewrites route files before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // A route's loader travels with its component: the queries and what they import are that page's own code,
      // not the entry's, which every page parses first.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    staticShell(),
    preloadFirstPage(),
    // The web app manifest (installing the app) and the service worker (the app without a network), written from
    // web/src/app/pwa/sw.ts with the list of the build's files to keep. Off in development. See docs/features.md,
    // "The installable app".
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      // The page registers it itself (app/pwa/register.ts), and reloads into a new version only when asked.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The app: its page, scripts, styles and favicon. Not the icons (the browser fetches them when
        // installing) nor the brotli and gzip copies (the server picks those per request).
        // Each language's first paint too (`pages/<language>/index.html`), which the worker answers a page load with.
        globPatterns: ['index.html', 'pages/*/index.html', 'assets/*.{js,css}', 'favicon.svg'],
        // The whole app, each page's code included, so that any page opened before opens offline too.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Team Space',
        short_name: 'Team Space',
        description: 'The private team space of a youth or amateur soccer team: its calendar, roster, news and chat.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --accent and --surface of web/src/ui/tokens.css.
        theme_color: '#1f7a3f',
        background_color: '#f4f6f3',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside each text asset, which the server sends as they are (no work per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // Read by the pages' script budgets (web/first-screen.ts); not served: the server skips dot-folders.
    manifest: true,
  },
})
