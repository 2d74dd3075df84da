import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGE_STORAGE_KEY } from '../src/app/i18n/language-storage-key';
import { STORAGE_KEYS } from '../src/app/session/storage';

/** The chunks named in vite.config.ts's code-splitting groups. */
const SHELL_CHUNK = 'shell';
const HOME_SCREEN_CHUNK = 'timesheet-screen';
/** The texts of the home screen, one catalogue per language (src/locales/<language>/). */
const HOME_TEXTS = /[\\/]locales[\\/](\w+)[\\/]timesheet\.json$/;
/** The addresses that open on the home screen (the timesheet). */
const HOME_PATHS = ['/', '/time-entries'];

interface PreloadFiles {
  shell: string[];
  home: string[];
  texts: Record<string, string[]>;
}

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** A chunk's script and the styles it brings, as addresses. */
function filesOf(chunk: OutputChunk | undefined): string[] {
  if (!chunk) return [];
  const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
  return [chunk.fileName, ...(css ?? [])].map((file) => `/${file}`);
}

function preloadFiles(bundle: OutputBundle): PreloadFiles {
  const chunks = Object.values(bundle).filter(isChunk);
  const named = (name: string) => chunks.find((chunk) => chunk.name === name);
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = HOME_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) texts[language] = filesOf(chunk);
  }
  return { shell: filesOf(named(SHELL_CHUNK)), home: filesOf(named(HOME_SCREEN_CHUNK)), texts };
}

/**
 * Opening the installed app with a stored session, the signed-in shell (and, on the home
 * screen, the timesheet's code and texts) is fetched beside the app's main script instead of
 * after it has run: the page asks for them from its first lines. English texts are the fallback
 * of every language, so they come too. The server allows this inline script by its hash
 * (apps/server/src/platform/inline-scripts.ts).
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
        // With a stored token (expired or not: the app refreshes it): the shell's code; on the
        // home screen also the timesheet's code and texts.
        const script =
          `(function(){try{var s=localStorage;if(!s.getItem(${JSON.stringify(STORAGE_KEYS.token)}))return;` +
          `var f=${files},l=f.shell;` +
          `if(${JSON.stringify(HOME_PATHS)}.indexOf(location.pathname)>=0){` +
          `var t=f.texts[s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})]||[];` +
          'l=l.concat(f.home,f.texts.en||[],t===f.texts.en?[]:t)}' +
          // Styles are asked for as the app's loader asks for them (crossorigin), so that the
          // browser uses the preloaded file rather than fetching it again and warning.
          'l.forEach(function(u){var e=document.createElement("link");' +
          'if(/\\.css$/.test(u)){e.rel="preload";e.as="style";e.crossOrigin=""}else e.rel="modulepreload";' +
          'e.href=u;document.head.appendChild(e)})}catch(e){}})();';
        // Right after the character set: a script below the stylesheet would wait for it.
        return html.replace(
          /(<meta charset="[^"]*"\s*\/?>)/i,
          `$1\n    <script>${script}</script>`,
        );
      },
    },
  };
}
