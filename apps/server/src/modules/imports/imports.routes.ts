import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES as M,
  errorResponse,
  importApplyResult,
  importDraft,
  importExportQuery,
  importKind,
  importList,
  importMappingRequest,
  importPreview,
  importUndoResult,
  type MessageCode,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { AppError, fieldError } from '../../platform/errors';
import { companyScopeOf } from '../../platform/principal';
import { entryActor } from '../time-entries/entry-actor';
import { ImportFileRejected, readImportFile } from './import-file';
import { importExportCsv, importExportXlsx } from './import-export-file';
import * as service from './imports.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['imports'];
const config = { access: COMPANY_ADMIN };
const idParams = z.object({ id: z.uuid('Import id must be a UUID') });

const REJECTED: Record<ImportFileRejected['reason'], MessageCode> = {
  unreadable: M.fileUnreadable,
  empty: M.fileEmpty,
  too_many_rows: M.tooManyRows,
};

/** Bringing a company's lists in from a spreadsheet, and out in the same layout (decision 0029). */
export const importRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const actorOf = (req: { principal?: Parameters<typeof companyScopeOf>[0] }) =>
    entryActor(req.principal, companyScopeOf(req.principal));

  app.post(
    '/api/imports',
    {
      config,
      schema: {
        tags,
        summary:
          'Upload a CSV or XLSX file of staff, jobs, work types or hours (multipart: kind, file)',
        consumes: ['multipart/form-data'],
        response: { 201: importDraft, ...errors, 413: errorResponse },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', M.fileMissing);
      let kind: string | undefined;
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of req.parts({
          limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 3, fieldSize: 100 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw fieldError(part.fieldname, M.fileMissing);
            file = { name: part.filename || 'import', bytes: await part.toBuffer() };
          } else if (part.fieldname === 'kind') {
            kind = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', M.fileTooLarge);
        if (
          !(err instanceof AppError) &&
          (err as { statusCode?: unknown }).statusCode === undefined
        )
          throw fieldError('file', M.fileMissing);
        throw err;
      }
      const parsedKind = importKind.safeParse(kind);
      if (!parsedKind.success) throw fieldError('kind', M.kindUnknown);
      if (!file || file.bytes.length === 0) throw fieldError('file', M.fileMissing);
      let table;
      try {
        table = await readImportFile(file.bytes);
      } catch (err) {
        if (err instanceof ImportFileRejected) throw fieldError('file', REJECTED[err.reason]);
        throw err;
      }
      const draft = await service.createImport(
        ctx,
        actorOf(req),
        parsedKind.data,
        file.name,
        table,
      );
      return reply.status(201).send(draft);
    },
  );

  app.get(
    '/api/imports',
    {
      config,
      schema: {
        tags,
        summary: "The company's recent imports",
        response: { 200: importList, ...errors },
      },
    },
    (req) => service.listImports(ctx, companyScopeOf(req.principal)),
  );

  app.get(
    '/api/imports/export',
    {
      config,
      schema: {
        tags,
        summary:
          "The company's staff, jobs, work types or hours in the import's layout (CSV or XLSX)",
        querystring: importExportQuery,
        response: {
          200: fileAnswer('The list', {
            'text/csv': 'text',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'bytes',
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { kind, format } = req.query;
      const rows = await service.exportRows(ctx, companyScopeOf(req.principal), kind);
      const body =
        format === 'xlsx' ? await importExportXlsx(kind, rows) : importExportCsv(kind, rows);
      return reply
        .type(
          format === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="sitehours-${kind}.${format}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/imports/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An import: its columns, mapping and state',
        params: idParams,
        response: { 200: importDraft, ...errors },
      },
    },
    (req) => service.getImport(ctx, companyScopeOf(req.principal), req.params.id),
  );

  app.put(
    '/api/imports/:id/mapping',
    {
      config,
      schema: {
        tags,
        summary: "Map the file's columns to fields and preview every row's outcome",
        params: idParams,
        body: importMappingRequest,
        response: { 200: importPreview, ...errors },
      },
    },
    (req) =>
      service.setMapping(ctx, companyScopeOf(req.principal), req.params.id, req.body.mapping),
  );

  app.get(
    '/api/imports/:id/preview',
    {
      config,
      schema: {
        tags,
        summary: "Every row's outcome, judged now",
        params: idParams,
        response: { 200: importPreview, ...errors },
      },
    },
    (req) => service.previewImport(ctx, companyScopeOf(req.principal), req.params.id),
  );

  app.post(
    '/api/imports/:id/apply',
    {
      config,
      schema: {
        tags,
        summary: 'Write the next chunk of valid rows (call until done)',
        params: idParams,
        response: { 200: importApplyResult, ...errors },
      },
    },
    (req) => service.applyImport(ctx, actorOf(req), req.params.id),
  );

  app.get(
    '/api/imports/:id/rejected',
    {
      config,
      schema: {
        tags,
        summary: "The refused rows in the file's layout with an Error column (CSV)",
        params: idParams,
        response: { 200: fileAnswer('The refused rows', { 'text/csv': 'text' }), ...errors },
      },
    },
    async (req, reply) => {
      const file = await service.rejectedRows(ctx, companyScopeOf(req.principal), req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/imports/:id/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Undo an import within a day: remove what it created, restore what it changed',
        params: idParams,
        response: { 200: importUndoResult, ...errors },
      },
    },
    (req) => service.undoImport(ctx, actorOf(req), req.params.id),
  );
};
