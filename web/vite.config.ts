import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { defineConfig, type Plugin } from 'vite'
import { ShellSkeleton } from './src/app/shell/shell-skeleton.ts'
import { compression } from 'vite-plugin-compression2'
import { devApiTarget } from './dev-api-target.ts'

// Absolute paths so the config works whether vite runs from web/ or from the repository root.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// `npm run dev` starts the API server with the same environment: the proxy follows its PORT and HOST.
const apiTarget = devApiTarget(process.env)

/**
 * The route code every signed-in page needs, fetched with the entry instead of after it has run: the signed-in
 * layout (the shell), with the chunks and styles it imports. The router then finds it loaded. A page's own code is
 * not preloaded here: every address would pay for it. Styles are preloaded, not linked, so they do not hold the
 * first paint back.
 */
const firstPageRoutes = [/\/routes\/_app\.tsx\?tsr-split=component$/]

/** The shell as static markup in index.html, so the first paint needs no script (see shell-skeleton.ts). */
const staticShell = (): Plugin => ({
  name: 'teamspace-static-shell',
  transformIndexHtml: (html) =>
    html.replace('<div id="root"></div>', `<div id="root">${renderToStaticMarkup(createElement(ShellSkeleton))}</div>`),
})

const preloadFirstPage = (): Plugin => ({
  name: 'teamspace-preload-first-page',
  apply: 'build',
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
      return [
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
})

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
  },
})
