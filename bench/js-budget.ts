/**
 * The JavaScript each page needs before it is usable, gzipped: the web app is built with a
 * manifest into a temporary folder, and each page's static imports are summed: the entry with
 * the chunks it imports; for the timesheet also the signed-in shell's chunk and the page's own
 * chunk with theirs (both load on first visit); and the English text catalogues the page waits
 * for before it renders (each a small script chunk, unless bundled with the entry). Each page has
 * its own budget (BUDGET_KB): past it the table says so and the run exits with an error.
 *
 *   npm run bench:js -w @sitehours/bench
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Each page's budget, in KB gzip. */
const BUDGET_KB = { 'sign-in': 130, timesheet: 170 } as const;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-js-budget-'));

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
}

try {
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    stdio: 'ignore',
  });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const pageKey = (name: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(name));
    if (!key) throw new Error(`No chunk for ${name} in the manifest`);
    return key;
  };
  // The shell and the home screen are each built into one chunk of a code-splitting group
  // (apps/web/vite.config.ts: 'shell', 'timesheet-screen'), which the manifest lists under the
  // group's name rather than under the module.
  const chunkKey = (modulePath: string, group: string) =>
    Object.keys(manifest).find((k) => k.endsWith(modulePath)) ??
    Object.keys(manifest).find((k) => manifest[k]!.name === group && k.endsWith('.js')) ??
    pageKey(modulePath);
  // A catalogue without a chunk of its own is bundled with the code that imports it.
  const catalogues = (...namespaces: string[]) =>
    namespaces.flatMap((ns) => {
      const key = Object.keys(manifest).find((k) => k.endsWith(`locales/en/${ns}.json`));
      return key ? [key] : [];
    });
  const pages: Record<keyof typeof BUDGET_KB, string[]> = {
    'sign-in': ['index.html', ...catalogues('common', 'auth')],
    timesheet: [
      'index.html',
      chunkKey('app/shell/app-layout.tsx', 'shell'),
      chunkKey('features/time-entries/time-entries-page.tsx', 'timesheet-screen'),
      ...catalogues('common', 'timesheet'),
    ],
  };
  const rows = (Object.entries(pages) as [keyof typeof BUDGET_KB, string[]][]).map(
    ([page, roots]) => {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key]!;
        if (files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const i of chunk.imports ?? []) visit(i);
      };
      roots.forEach(visit);
      const bytes = [...files].reduce(
        (sum, file) =>
          sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length,
        0,
      );
      const kb = bytes / 1024;
      return {
        page,
        files: files.size,
        'KB gzip': kb.toFixed(1),
        'budget KB': BUDGET_KB[page],
        'within budget': kb <= BUDGET_KB[page],
      };
    },
  );
  console.table(rows);
  const over = rows.filter((row) => !row['within budget']).map((row) => row.page);
  if (over.length) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
