import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// Absolute paths so the config works whether vite runs from web/ or from the repository root.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const apiTarget = 'http://127.0.0.1:3000'

export default defineConfig({
  root: fromHere('.'),
  plugins: [
    // The router plugin must come before the React plugin: it rewrites route files before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
    }),
    react(),
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
