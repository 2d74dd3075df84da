import type { Plugin } from 'vite';

const CLASS_NAMES_ID = '\0sitehours:scroll-lock-class-names';
/** The modules of Mantine's AppShell (header, navbar, aside, footer). */
const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell imports react-remove-scroll only for two class names: those that keep its
 * fixed header and sidebars clear of the scroll bar while a dialog locks the page's scrolling.
 * It gets the two names alone (the library's own constants), so the scroll lock's code comes
 * with the first dialog or drawer instead of with the signed-in shell.
 */
export function scrollLockClassNames(): Plugin {
  return {
    name: 'sitehours:scroll-lock-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL.test(importer)) {
        return CLASS_NAMES_ID;
      }
      return null;
    },
    load(id) {
      if (id !== CLASS_NAMES_ID) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}
