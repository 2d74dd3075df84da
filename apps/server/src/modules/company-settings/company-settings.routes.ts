import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issueMessage,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  SETTINGS_MESSAGES,
  type FieldError,
  brandingFields,
  companySettings,
  companySummary,
  errorResponse,
  updateAddressRequest,
  updateCompanyRequest,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { AppError, badRequest, fieldError, fieldIssue, invalidFields } from '../../platform/errors';
import { errorBody } from '../../platform/error-handler';
import { companyScopeOf } from '../../platform/principal';
import {
  LOGO_FILE_PATTERN,
  LogoRejected,
  type ReencodedLogo,
  logoFilePath,
  reencodeLogo,
  storeLogo,
} from '../../platform/uploads';
import * as settings from './company-settings.service';
import { getCompanyBranding } from './company.service';

const idParams = z.object({ id: z.uuid('companyIdNotUuid') });

/** The answer to each way an uploaded logo can be refused. */
const LOGO_REFUSALS: Record<LogoRejected['reason'], FieldError> = {
  not_image: fieldIssue('logo', SETTINGS_MESSAGES.logoNotImage),
  wrong_type: fieldIssue('logo', SETTINGS_MESSAGES.logoWrongType),
  too_large_dimensions: fieldIssue('logo', SETTINGS_MESSAGES.logoTooLarge, { max: LOGO_MAX_SIDE }),
};
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['companies'];

export const companySettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const admin = { access: COMPANY_ADMIN };
  const own = (req: { principal?: Parameters<typeof companyScopeOf>[0] }, id: string) =>
    settings.ownCompanyScope(companyScopeOf(req.principal), id);

  app.get(
    '/api/companies/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's company, for branding",
        params: idParams,
        response: { 200: companySummary, 404: errorResponse },
      },
    },
    (req) => getCompanyBranding(ctx, req.principal, req.params.id),
  );

  app.get(
    '/api/companies/:id/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Company settings',
        params: idParams,
        response: { 200: companySettings, ...errors },
      },
    },
    (req) => settings.getSettings(ctx, own(req, req.params.id)),
  );

  app.put(
    '/api/companies/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Update the general fields, or the contact email alone, or the billing contact email alone',
        params: idParams,
        body: updateCompanyRequest,
        // 409: a new pay frequency while pay periods are closed under the old one.
        response: { 200: companySettings, 409: errorResponse, ...errors },
      },
    },
    (req) => settings.updateGeneral(ctx, own(req, req.params.id), req.body),
  );

  app.put(
    '/api/companies/:id/address',
    {
      config: admin,
      schema: {
        tags,
        summary: "Update the company's address",
        params: idParams,
        body: updateAddressRequest,
        response: { 200: companySettings, ...errors },
      },
    },
    (req) => settings.updateAddress(ctx, own(req, req.params.id), req.body),
  );

  app.post(
    '/api/companies/:id/branding',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Set colours and, optionally, a logo (multipart: primary_color, secondary_color, logo)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: companySettings, ...errors, 413: errorResponse },
      },
    },
    async (req) => {
      const scope = own(req, req.params.id);
      if (!req.isMultipart()) throw badRequest('brandingNotMultipart');
      const fields: Record<string, string> = {};
      let logo: Buffer | undefined;
      try {
        for await (const part of req.parts({
          limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 100 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'logo')
              throw badRequest('brandingUnexpectedFile', { field: part.fieldname });
            logo = await part.toBuffer();
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('logo', SETTINGS_MESSAGES.logoTooBig);
        }
        // The multipart reader reports a body it cannot read (no boundary, cut short) as a plain
        // error without a status: the client's mistake, not the server's.
        if (
          !(err instanceof AppError) &&
          (err as { statusCode?: unknown }).statusCode === undefined
        )
          throw badRequest('brandingNotMultipart');
        throw err;
      }
      const colours = brandingFields.safeParse(fields);
      if (!colours.success) {
        const [first, ...rest] = colours.error.issues.map((i) => {
          const { code, params } = issueMessage(i);
          return fieldIssue(i.path.join('.'), code, params);
        });
        throw invalidFields([first!, ...rest]);
      }
      let logoPath: string | undefined;
      if (logo && logo.length > 0) {
        // Only the re-encoded picture is stored, never the uploaded bytes.
        let image: ReencodedLogo;
        try {
          image = await reencodeLogo(logo);
        } catch (err) {
          if (!(err instanceof LogoRejected)) throw err;
          throw invalidFields([LOGO_REFUSALS[err.reason]]);
        }
        logoPath = await storeLogo(ctx.config.dataDir, image);
      }
      return settings.updateBranding(ctx, scope, {
        primaryColor: colours.data.primary_color,
        secondaryColor: colours.data.secondary_color,
        logoPath,
      });
    },
  );

  // Logos are public (the sign-in page of a branded install may show them) and immutable:
  // their names come from their content. Served as the image they were encoded as.
  app.get(
    '/uploads/logos/:file',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(LOGO_FILE_PATTERN, 'unknownFile') }),
      },
    },
    async (req, reply) => {
      const file = logoFilePath(ctx.config.dataDir, req.params.file);
      if (!fs.existsSync(file)) return reply.code(404).send(errorBody('not_found', 'logoNotFound'));
      return reply
        .type(req.params.file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(fs.createReadStream(file));
    },
  );
};
