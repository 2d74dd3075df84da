import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@sitehours/contract/rules';
import type {
  ImportApplyResult,
  ImportDraft,
  ImportPreview,
  ImportSummary,
  ImportUndoResult,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { downloadServerFile } from '@/app/file-transfer';
import { exportFileName, rejectedFileName, type ExportFormat } from '../import-rules';
import { uploadImport } from './upload-import';

/** The company's imports, one import's draft (mapping, first rows) and its preview. */
export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  draft: (id: string) => [...importKeys.all, 'draft', id] as const,
  preview: (id: string) => [...importKeys.all, 'preview', id] as const,
};

const importPath = (id: string) => `imports/${encodeURIComponent(id)}`;

/**
 * The screens' lists that an import writes into: read again once it is applied or undone, so
 * Staff, Jobs, Work Types or the timesheets show what it brought in.
 */
const LISTS_OF_KIND: Record<ImportKind, readonly (readonly string[])[]> = {
  staff: [['staff']],
  jobs: [['jobs'], ['public-works']],
  workTypes: [['work-types'], ['jobs'], ['wc-audit']],
  hours: [['time-entries'], ['company-reports'], ['approvals'], ['wc-audit']],
};

/** The import's copy takes the answer's summary at once; the lists are read again meanwhile. */
function refreshAfterWrite(client: QueryClient, summary: ImportSummary) {
  client.setQueryData<ImportDraft>(importKeys.draft(summary.id), (draft) =>
    draft ? { ...draft, ...summary } : draft,
  );
  return Promise.all([
    client.invalidateQueries({ queryKey: importKeys.list() }),
    client.invalidateQueries({ queryKey: importKeys.draft(summary.id) }),
    ...LISTS_OF_KIND[summary.kind].map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}

/** GET /api/imports: the company's recent imports, newest first. */
export const useImports = () =>
  useQuery({
    queryKey: importKeys.list(),
    queryFn: () => api.get<ImportSummary[]>('imports'),
    staleTime: 0,
  });

/** GET /api/imports/:id: the file's headers, its first rows and the mapping guessed or saved. */
export const useImportDraft = (id: string) =>
  useQuery({
    queryKey: importKeys.draft(id),
    queryFn: () => api.get<ImportDraft>(importPath(id)),
  });

/** GET /api/imports/:id/preview: every row's outcome under the saved mapping. */
export const useImportPreview = (id: string) =>
  useQuery({
    queryKey: importKeys.preview(id),
    queryFn: () => api.get<ImportPreview>(`${importPath(id)}/preview`),
  });

/** POST /api/imports: the file, read by the server into a draft to map. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { kind: ImportKind; file: File; onProgress: (fraction: number) => void }) =>
      uploadImport(vars.kind, vars.file, vars.onProgress),
    onSuccess: (draft) => {
      client.setQueryData(importKeys.draft(draft.id), draft);
      return client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/**
 * PUT /api/imports/:id/mapping: the columns chosen, answered with every row's outcome (the
 * server remembers the mapping for the company's next file of the kind).
 */
export function useSaveMapping(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: Record<string, number | null>) =>
      api.put<ImportPreview>(`${importPath(id)}/mapping`, { mapping }),
    onSuccess: (preview, mapping) => {
      client.setQueryData(importKeys.preview(id), preview);
      client.setQueryData<ImportDraft>(importKeys.draft(id), (draft) =>
        draft ? { ...draft, ...preview.summary, mapping } : draft,
      );
      return client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** POST /api/imports/:id/apply: writes the next chunk of valid rows; called until `done`. */
export const applyImportChunk = (id: string) =>
  api.post<ImportApplyResult>(`${importPath(id)}/apply`);

/** After the last chunk: the import's result and the lists it wrote into are read again. */
export function useRefreshAfterApply() {
  const client = useQueryClient();
  return useCallback((summary: ImportSummary) => refreshAfterWrite(client, summary), [client]);
}

/** POST /api/imports/:id/undo: removes what the import created and restores what it updated. */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ImportUndoResult>(`${importPath(id)}/undo`),
    onSuccess: (result) => refreshAfterWrite(client, result.summary),
  });
}

/** GET /api/imports/:id/rejected: the rows in error, as the file had them, with an Error column. */
export const useRejectedDownload = () =>
  useMutation({
    mutationFn: (summary: ImportSummary) =>
      downloadServerFile(
        `${importPath(summary.id)}/rejected`,
        {},
        rejectedFileName(summary.fileName),
      ),
  });

/** GET /api/imports/export: the company's list in the import's layout, as CSV or XLSX. */
export const useExportDownload = () =>
  useMutation({
    mutationFn: (vars: { kind: ImportKind; format: ExportFormat }) =>
      downloadServerFile('imports/export', vars, exportFileName(vars.kind, vars.format)),
  });
