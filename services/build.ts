import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * The server as production runs it: `node services/dist/server.js`, no TypeScript compiler in the serving
 * process. Each entry is one ES module with its source map; the workspace's own code (the domain, the
 * migrations) is bundled in, every npm package stays an import of node_modules. Run by `npm start`,
 * `npm run build` and the Dockerfile: `node services/build.ts`.
 */
const servicesDir = path.dirname(fileURLToPath(import.meta.url))
export const serverDist = path.join(servicesDir, 'dist')

/** What an operator runs in production: the server and the CLIs it documents. */
const entryPoints = {
  server: path.join(servicesDir, 'src/server.ts'),
  migrate: path.join(servicesDir, 'src/cli/migrate.ts'),
  projections: path.join(servicesDir, 'src/cli/projections.ts'),
  backup: path.join(servicesDir, 'src/cli/backup.ts'),
}

/** npm packages (and node: built-ins) stay imports; `@teamspace/*` workspaces are TypeScript and are bundled. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@teamspace/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** Into `services/dist`, or elsewhere: the runtime layout's test builds into a folder laid out as the image's. */
export const buildServer = async (outdir = serverDist) => {
  await rm(outdir, { recursive: true, force: true })
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // Stack traces name the source's functions and classes.
    keepNames: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer()
  console.log(
    `server built: ${Object.keys(entryPoints)
      .map((name) => `services/dist/${name}.js`)
      .join(', ')}`,
  )
}
