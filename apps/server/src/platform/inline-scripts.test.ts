import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function distWith(html: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-dist-'));
  if (html !== null) fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

describe('inlineScriptSources', () => {
  it('hashes each inline script of index.html, and no script loaded from a file', () => {
    const first = '(function(){var a=1})();';
    const second = '\n  console.log("two");\n';
    const dir = distWith(
      `<html><head><script>${first}</script><script type="module" crossorigin src="/assets/index.js"></script>` +
        `</head><body><script>${second}</script><script> </script></body></html>`,
    );
    expect(inlineScriptSources(dir)).toEqual([sha256(first), sha256(second)]);
  });

  it('gives nothing without a build', () => {
    expect(inlineScriptSources(distWith(null))).toEqual([]);
  });
});
