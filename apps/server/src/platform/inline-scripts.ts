import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An inline `<script>` (one without `src`) and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources of the web app's inline scripts (`'sha256-…'`): the
 * policy allows exactly the scripts the build wrote into index.html and no other inline script.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}
