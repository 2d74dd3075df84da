// Bundles the server (apps/server/src/server.ts, with the shared contract) into one JavaScript
// file, apps/server/dist/server.mjs, so that a start reads one file instead of compiling some
// two hundred TypeScript modules at run time: a restart after a crash answers in seconds.
// Packages from node_modules stay outside the bundle and load as usual. `node
// scripts/build-server.mjs` builds it; scripts/start.mjs builds it when it is missing or older
// than any of its sources (see docs/operations.md, "Start-up").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');

/**
 * V8's options for the server process (`server-node-options.json`, read by the benchmarks' server
 * too). A young generation of 64 MB per half instead of 16: a
 * request's garbage dies young, and the collector ran four times as often for the same work
 * (platform bench: week fetch 12,699 → 14,279 req/s, its p99 47 → 32 ms; decision 0032).
 */
export const SERVER_NODE_OPTIONS = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/server-node-options.json'), 'utf8'),
);
/** The files the bundle was made from, to tell when it is out of date. */
const INPUTS = path.join(root, 'apps/server/dist/server.inputs.json');

/**
 * Whether the bundle is missing or older than one of its sources. A new source file can only
 * matter through a change to a file that imports it, so the recorded inputs are enough.
 */
export function serverBundleStale() {
  let built;
  let inputs;
  try {
    built = fs.statSync(SERVER_BUNDLE).mtimeMs;
    inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  for (const input of inputs) {
    try {
      if (fs.statSync(path.join(root, input)).mtimeMs > built) return true;
    } catch {
      return true; // A source was removed or renamed.
    }
  }
  return false;
}

/** Builds the bundle; returns false when esbuild is not installed (the sources then run as they are). */
export async function buildServer() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return false;
  }
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
    plugins: [
      {
        name: 'sitehours-sources',
        setup(build) {
          // Packages load from node_modules at run time (native modules, PGlite's WebAssembly and
          // the Swagger UI files stay where they are); the workspace's own TypeScript is bundled.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sitehours/') ? undefined : { external: true },
          );
          // Each module keeps its own location: paths it resolves from import.meta.url (the
          // migrations, the demo logo, the web build) stay where they are in the sources.
          build.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    path.relative(root, path.resolve(root, input)),
  );
  fs.writeFileSync(INPUTS, JSON.stringify(inputs));
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  if (!(await buildServer())) {
    console.error('esbuild is not installed: run npm install first.');
    process.exit(1);
  }
  console.log(
    `Server bundle ${path.relative(root, SERVER_BUNDLE)} built in ${Math.round(performance.now() - began)} ms.`,
  );
}
