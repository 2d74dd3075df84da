import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstFrame } from './build/first-frame';
import { preloadSignedIn } from './build/preload-signed-in';
import { scrollLockClassNames } from './build/scroll-lock-class-names';
import { SRC_ALIAS } from './build/src-alias';

const apiTarget = 'http://127.0.0.1:3000';

/** Brand colour of the installed app's title bar and splash screen. */
const THEME_COLOR = '#1f2937';

/**
 * react-router publishes its production build beside the development one, but its package
 * exports always name the development build (remix-run/react-router#12532): production builds of
 * the app take the production files.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      SRC_ALIAS,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  plugins: [
    react(),
    preloadSignedIn(),
    firstFrame(),
    scrollLockClassNames(),
    // The service worker is our own (src/service-worker.ts, emitted as dist/service-worker.js):
    // workbox precaches the build, and the app registers it itself 1 s after load
    // (app/pwa/register-service-worker.ts), hence no injected registration.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png'],
      injectManifest: {
        // The app shell, its chunks and styles, fonts and icons: enough to open offline.
        globPatterns: ['**/*.{js,css,html,ico,png,svg,woff,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'SiteHours',
        short_name: 'SiteHours',
        description: 'Time tracking for construction and field-service crews',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-72.png', sizes: '72x72', type: 'image/png' },
          { src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' },
          { src: '/icons/icon-128.png', sizes: '128x128', type: 'image/png' },
          { src: '/icons/icon-144.png', sizes: '144x144', type: 'image/png' },
          { src: '/icons/icon-152.png', sizes: '152x152', type: 'image/png' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-384.png', sizes: '384x384', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Source maps beside the scripts: the browser's tools (and Lighthouse) map the minified code
    // back to its sources. The service worker does not precache them.
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A phone on a slow network pays a round trip per file (six at a time over HTTP/1.1):
          // the signed-in shell and the home screen (the timesheet) each come as one file with
          // all they need beyond the first download, instead of thirty small shared chunks.
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 4 },
            { name: 'shell', test: /src[\\/]app[\\/]shell[\\/]app-layout\.tsx$/, priority: 3 },
            {
              name: 'timesheet-screen',
              // With the week's read at sign-in (week-read-ahead.ts), asked for by the session.
              test: /src[\\/]features[\\/]time-entries[\\/](time-entries-page\.tsx|week-read-ahead\.ts)$/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Mantine's form helpers (useForm and the schemaResolver of the admin forms) as one
            // chunk: split, their shared module became one more file in the entry's preload lists.
            { name: 'mantine-form', test: /node_modules[\\/]@mantine[\\/]form[\\/]/, priority: 1 },
            // The day dialog (a day's entries and the entry form) and what it needs beyond the
            // home screen: tapping a day fetches one file (and the form helpers'), not thirty.
            // After the form helpers at the same priority, so they keep their own chunk.
            {
              name: 'day-dialog',
              test: /src[\\/]features[\\/]time-entries[\\/]day-modal\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
