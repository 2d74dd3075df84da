import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://127.0.0.1:3000';

/** Brand colour of the installed app's title bar and splash screen. */
const THEME_COLOR = '#1f2937';

export default defineConfig({
  plugins: [
    react(),
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
    rollupOptions: {
      // The contract's modules define their zod schemas beside the constants and rules the
      // screens use: building a schema has no side effect, so an unused one is left out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // zod on its own: left to itself, the bundler groups it with modules every screen needs
        // (the query client), and the sign-in page would download a validator it never runs.
        manualChunks(id) {
          if (id.includes('/node_modules/zod/')) return 'zod';
          return undefined;
        },
      },
    },
  },
});
