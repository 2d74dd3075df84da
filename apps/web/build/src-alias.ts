import path from 'node:path';

/** `@/…` names a module by its place under apps/web/src (also in tsconfig.json and lint). */
export const SRC_ALIAS = {
  find: /^@\//,
  replacement: `${path.resolve(import.meta.dirname, '../src')}/`,
};
