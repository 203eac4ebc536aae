import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { criticalChunkGroups } from './scripts/bundle/chunk-groups'
import { earlyDataPlugin } from './scripts/bundle/early-data-plugin'
import { hubWorkerPrefetchPlugin } from './scripts/bundle/hub-worker-prefetch'
import { routePreloadsPlugin } from './scripts/bundle/route-preloads'
import { precompress } from './scripts/precompress-plugin'

/** Colours shared by the manifest, index.html and src/ui/styles/tokens.css (keep them equal). */
const THEME_COLOR = '#0b1220'
const BACKGROUND_COLOR = '#0b1220'

const pkg: { version: string } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
/** Sent as the x-app-version header; the build time tells two builds of one version apart. */
const APP_VERSION = `${pkg.version}+${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}`

const srcFile = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

/** The Murmur server the dev server proxies to (npm start listens on 8080). */
const SERVER = process.env.MURMUR_DEV_SERVER ?? 'http://localhost:8080'

/** Chunks index.html loads itself (criticalChunkGroups' framework and app, and the runtime). */
const ENTRY_CHUNK = /(^|\/)(framework|app|rolldown-runtime)-[\w-]+\.js$/

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's split parts in one chunk: the router loads them all with the route anyway, and
      // on a first visit over a slow network each chunk is a request of its own.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    earlyDataPlugin(APP_VERSION),
    hubWorkerPrefetchPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Murmur — market buzz & sentiment',
        short_name: 'Murmur',
        description:
          'Live buzz and sentiment for stocks, crypto, indices and more: see what the market is talking about as it happens.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['finance', 'business', 'news'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The glob below already lists the icons; the plugin adds manifest.webmanifest itself.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => entry.url !== 'manifest.webmanifest'),
            warnings: [],
          }),
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The browser registers the service worker as a classic script: bundle it into one file.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
    routePreloadsPlugin(srcFile('routes')),
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  worker: {
    format: 'es',
  },
  resolve: {
    alias: {
      // React 18 has useSyncExternalStore: the store's selector hook needs no shim of it (the shim
      // ships its own fallback implementation to every first page).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // The entry's own chunks are loaded before any lazy import runs: listing them again in
      // every lazy import's preload list only makes the entry chunk bigger.
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNK.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: criticalChunkGroups(srcFile('main.tsx')) },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v6': { target: SERVER, changeOrigin: true },
      '/runtime-config.json': { target: SERVER, changeOrigin: true },
      '/socket.io': { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
})
