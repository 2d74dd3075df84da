import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadSignedIn } from './build/preload-signed-in';
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

/** A top-level `const` whose value is computed (a call or `new`), not a function or literal. */
const COMPUTED =
  /^(CallExpression|NewExpression|ObjectExpression|TSAsExpression|TSSatisfiesExpression)$/;

/**
 * The contract's modules build their zod schemas beside the messages and rules the screens use.
 * A schema reading a message object (`z.uuid(SUPPORT_MESSAGES.x)`) is kept by the bundler even
 * when nothing uses it, and with it all of zod. Each computed top-level value is marked as a
 * pure computation (`/* @__PURE__ *\/ (() => value)()`): evaluated exactly as before when used,
 * left out when not. Lines are kept, so the source maps still point at the right lines.
 */
function contractSchemasArePure(): Plugin {
  const contractDir = `${path.sep}packages${path.sep}contract${path.sep}src${path.sep}`;
  return {
    name: 'sitehours:contract-schemas-are-pure',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.includes(contractDir) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return;
      const program = parseAst(code, { lang: 'ts' });
      const edits: { at: number; text: string }[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations) {
          const init = declarator.init;
          if (!init || !COMPUTED.test(init.type)) continue;
          const source = code.slice(init.start, init.end);
          if (!source.includes('(')) continue; // a plain object or cast: nothing to evaluate
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ at: init.end, text: '))()' });
        }
      }
      if (!edits.length) return;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) {
        out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      }
      return { code: out, map: null };
    },
  };
}

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
    contractSchemasArePure(),
    react(),
    preloadSignedIn(),
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
              test: /src[\\/]features[\\/]time-entries[\\/]time-entries-page\.tsx$/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
