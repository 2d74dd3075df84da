import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportSummary } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { applyImportChunk, useRefreshAfterApply } from './api/imports';

/** Where the apply calls of an import are: not started, writing, stopped by a failure, or done. */
export type ApplyRun =
  | { phase: 'idle' }
  | { phase: 'running'; summary: ImportSummary }
  | { phase: 'failed'; summary: ImportSummary; error: unknown }
  | { phase: 'done'; summary: ImportSummary };

/**
 * Writes an import's valid rows: POST /apply, a chunk of rows a call, again until the server says
 * `done`, with each call's counts for the progress bar (from `from`, the import as last read). A failure stops the calls; `start` again
 * continues where they stopped, since the server skips the rows already written.
 */
export function useApplyImport(importId: string) {
  const refresh = useRefreshAfterApply();
  const [run, setRun] = useState<ApplyRun>({ phase: 'idle' });
  // The calls stop when the screen is left, and a second click starts no second loop.
  const shown = useRef(true);
  const busy = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const start = useCallback(
    async (from: ImportSummary) => {
      if (busy.current) return;
      busy.current = true;
      let summary = from;
      setRun({ phase: 'running', summary });
      try {
        while (shown.current) {
          const result = await applyImportChunk(importId);
          summary = result.summary;
          if (result.done) {
            // The import's copy says "applied" before the result shows; the lists follow.
            const refreshed = refresh(summary);
            if (shown.current) setRun({ phase: 'done', summary });
            await refreshed;
            return;
          }
          if (shown.current) setRun({ phase: 'running', summary });
        }
      } catch (error) {
        // Finished meanwhile (in another tab): the import's result is read again instead.
        if (error instanceof ApiError && error.code === 'importAlreadyApplied') {
          await refresh(summary);
          if (shown.current) setRun({ phase: 'idle' });
          return;
        }
        if (shown.current) setRun({ phase: 'failed', summary, error });
      } finally {
        busy.current = false;
      }
    },
    [importId, refresh],
  );

  return { run, start };
}
