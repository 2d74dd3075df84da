/**
 * The function index.html's first script defines (build/preload-signed-in.ts, which knows the
 * built files' names): it asks for the signed-in code (the shell, the timesheet with its texts
 * and the day dialog: what a worker needs right after signing in), each file once, as
 * `modulepreload` links (scripts) and `prefetch` links (styles), so they are downloaded but
 * nothing runs or applies before the app imports it. Its texts come in `language` and in English (every language's fallback).
 */
export const PRELOAD_GLOBAL = 'sitehoursPreload';

declare global {
  interface Window {
    [PRELOAD_GLOBAL]?: (language: string) => void;
  }
}
