import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  exportIdParams,
  exportListResponse,
  exportManifestResponse,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import * as exportLedger from './export-ledger.service';
import { sendExport } from './export-reply';

const tags = ['exports'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The export ledger (decision 0027): every payroll file exported, kept as it was sent, with
 * its signed manifest and the company's public key to check it offline. For company admins and
 * operators in a support session, also of a suspended company (reads stay open to them).
 */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };

  app.get(
    '/api/exports',
    {
      config,
      schema: {
        tags,
        summary: 'Payroll files exported, newest first, with earlier exports of overlapping dates',
        response: { 200: exportListResponse, ...errors },
      },
    },
    (req) => exportLedger.listExports(ctx, companyScopeOf(req.principal)),
  );
  app.get(
    '/api/exports/public-key',
    {
      config,
      schema: {
        tags,
        summary: "The company's Ed25519 public key (PEM, SPKI) that checks export manifests",
        response: {
          200: fileAnswer('The public key', { 'application/x-pem-file': 'text' }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const pem = await exportLedger.exportPublicKey(ctx, companyScopeOf(req.principal));
      return reply
        .type('application/x-pem-file')
        .header('content-disposition', 'attachment; filename="export-public-key.pem"')
        .send(pem);
    },
  );
  app.get(
    '/api/exports/:id/file',
    {
      config,
      schema: {
        tags,
        summary: 'An exported file again: the same bytes, content type and file name',
        params: exportIdParams,
        response: {
          200: fileAnswer('The file: CSV, or a QuickBooks IIF text', {
            'text/csv': 'text',
            'text/plain': 'text',
          }),
          ...errors,
        },
      },
    },
    async (req, reply) =>
      sendExport(
        reply,
        await exportLedger.exportFile(ctx, companyScopeOf(req.principal), req.params.id),
      ),
  );
  app.get(
    '/api/exports/:id/manifest',
    {
      config,
      schema: {
        tags,
        summary: "An export's manifest (canonical JSON text) and its Ed25519 signature (base64)",
        params: exportIdParams,
        response: { 200: exportManifestResponse, ...errors },
      },
    },
    (req) => exportLedger.exportManifest(ctx, companyScopeOf(req.principal), req.params.id),
  );
};
