import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExportFileSummary, ExportManifestResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { downloadBlob, downloadServerFile } from '@/app/file-transfer';
import { manifestFileName } from '../exports-rules';
import { reportKeys } from './reports';

/** The export ledger's calls (decision 0027): past payroll files, their manifests, the key. */
export const exportKeys = {
  list: (companyId: string) => [...reportKeys.exports, companyId] as const,
};

/** GET /exports: the company's payroll files, newest first, with earlier overlapping ones. */
export const useExports = (companyId: string) =>
  useQuery({
    queryKey: exportKeys.list(companyId),
    queryFn: ({ signal }) =>
      api.get<ExportFileSummary[]>('exports', { _: String(Date.now()) }, { signal }),
    staleTime: 0,
  });

/** GET /exports/:id/file: the same bytes again, under the same name. */
export const useDownloadExport = () =>
  useMutation({
    mutationFn: (file: ExportFileSummary) =>
      downloadServerFile(`exports/${file.id}/file`, {}, file.fileName),
  });

/** GET /exports/:id/manifest, saved as JSON beside the file (what verify-manifest reads). */
export const useDownloadManifest = () =>
  useMutation({
    mutationFn: async (file: ExportFileSummary) => {
      const signed = await api.get<ExportManifestResponse>(`exports/${file.id}/manifest`);
      downloadBlob(
        manifestFileName(file.fileName),
        new Blob([JSON.stringify(signed, null, 2)], { type: 'application/json' }),
      );
    },
  });

/** GET /exports/public-key: the company's public key (PEM) that verifies the manifests. */
export const usePublicKeyDownload = () =>
  useMutation({
    mutationFn: () => downloadServerFile('exports/public-key', {}, 'export-public-key.pem'),
  });
