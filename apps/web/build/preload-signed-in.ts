import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGE_STORAGE_KEY } from '../src/app/i18n/language-storage-key';
import { PRELOAD_GLOBAL } from '../src/app/preload-global';
import { HOME_PATHS } from '../src/app/guards/home-paths';
import { STORAGE_KEYS } from '../src/app/session/storage';

/** The chunks named in vite.config.ts's code-splitting groups. */
const SHELL_CHUNK = 'shell';
const HOME_SCREEN_CHUNK = 'timesheet-screen';
const DAY_DIALOG_CHUNK = 'day-dialog';
/** The texts of the home screen, one catalogue per language (src/locales/<language>/). */
const HOME_TEXTS = /[\\/]locales[\\/](\w+)[\\/]timesheet\.json$/;

interface PreloadFiles {
  shell: string[];
  home: string[];
  day: string[];
  texts: Record<string, string[]>;
}

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

const importedCss = (chunk: OutputChunk): string[] => [
  ...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []),
];

function preloadFiles(bundle: OutputBundle): PreloadFiles {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const named = (name: string) => chunks.find((chunk) => chunk.name === name);
  // What the page's own script brings (the entry and its static imports) is never listed again,
  // nor is a file an earlier part lists.
  const listed = new Set<string>();
  const visit = (chunk: OutputChunk | undefined, files: string[]) => {
    if (!chunk || listed.has(chunk.fileName)) return;
    listed.add(chunk.fileName);
    files.push(chunk.fileName, ...importedCss(chunk));
    for (const file of chunk.imports) visit(byFile.get(file), files);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry, []);
  /** A chunk's script with the scripts it imports and the styles they bring, as addresses. */
  const filesOf = (chunk: OutputChunk | undefined) => {
    const files: string[] = [];
    visit(chunk, files);
    return files.map((file) => `/${file}`);
  };
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = HOME_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) texts[language] = filesOf(chunk);
  }
  return {
    shell: filesOf(named(SHELL_CHUNK)),
    home: filesOf(named(HOME_SCREEN_CHUNK)),
    day: filesOf(named(DAY_DIALOG_CHUNK)),
    texts,
  };
}

/**
 * Opening the installed app with a stored session, the signed-in shell (and, on the home
 * screen, the timesheet's code and texts) is fetched beside the app's main script instead of
 * after it has run: the page asks for them from its first lines. English texts are the fallback
 * of every language, so they come too. The same script gives the app a function
 * (src/app/preload-global.ts) to fetch signed-in code ahead later: the sign-in page asks for the
 * shell, the timesheet and the day dialog once it is idle, the timesheet for the day dialog. The
 * server allows this inline script by its hash (apps/server/src/platform/inline-scripts.ts).
 */
export function preloadSignedIn(): Plugin {
  return {
    name: 'sitehours:preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return;
        const files = JSON.stringify(preloadFiles(context.bundle));
        const script =
          `(function(){try{var f=${files},d={};` +
          // Each file once. Styles are asked for as the app's loader asks for them (crossorigin),
          // so that the browser uses the preloaded file rather than fetching it again and warning.
          // Those fetched ahead of need (`a`) are prefetched instead: a preloaded style still
          // unused a few seconds after load earns a console warning; the app's later request
          // finds it in the cache (the build's files are immutable).
          'function p(l,a){l.forEach(function(u){if(d[u])return;d[u]=1;' +
          'var e=document.createElement("link");' +
          'if(/\\.css$/.test(u)){if(a)e.rel="prefetch";else{e.rel="preload";e.as="style"}' +
          'e.crossOrigin=""}else e.rel="modulepreload";' +
          'e.href=u;document.head.appendChild(e)})}' +
          // The timesheet's code and texts, in a language and in English.
          'function h(g){return f.home.concat(f.texts.en||[],f.texts[g]||[])}' +
          `window[${JSON.stringify(PRELOAD_GLOBAL)}]=function(g){p(f.shell.concat(h(g),f.day),1)};` +
          // With a stored token (expired or not: the app refreshes it): the shell's code; on the
          // home screen also the timesheet's code and texts.
          `var s=localStorage;if(!s.getItem(${JSON.stringify(STORAGE_KEYS.token)}))return;` +
          `p(${JSON.stringify(HOME_PATHS)}.indexOf(location.pathname)>=0?` +
          `f.shell.concat(h(s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}))):f.shell)` +
          '}catch(e){}})();';
        // Right after the character set: a script below the stylesheet would wait for it.
        return html.replace(
          /(<meta charset="[^"]*"\s*\/?>)/i,
          `$1\n    <script>${script}</script>`,
        );
      },
    },
  };
}
