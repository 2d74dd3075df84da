import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { messageText } from '@sitehours/contract';
import helmet from 'helmet';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { installAccessControl, type RouteAccess } from './platform/access';
import type { AppContext } from './platform/app-context';
import { inlineScriptSources } from './platform/inline-scripts';
import { openApiOptions } from './platform/openapi-operations';
import { InvalidationBus } from './platform/invalidation-bus';
import { installReplicaReads } from './platform/replica-reads';
import { ReadReplica } from './db/read-replica';
import type { Config } from './platform/config';
import { errorBody, installErrorHandler } from './platform/error-handler';
import { MailSender } from './platform/mail/mail-sender';
import { TokenService } from './platform/tokens';
import { authRoutes } from './modules/auth/auth.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { workTypeRoutes } from './modules/work-types/work-types.routes';
import { timeEntryRoutes } from './modules/time-entries/time-entry.routes';
import { reportRoutes } from './modules/reports/report.routes';
import { exportRoutes } from './modules/exports/exports.routes';
import { clientErrorRoutes } from './modules/client-errors/client-error.routes';
import { companySettingsRoutes } from './modules/company-settings/company-settings.routes';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { punchRoutes } from './modules/punches/punch.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { kioskRoutes } from './modules/kiosks/kiosks.routes';
import { payPeriodRoutes } from './modules/pay-periods/pay-periods.routes';
import { certifiedPayrollRoutes } from './modules/certified-payroll/certified-payroll.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { crewRoutes } from './modules/crews/crews.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { startLedgerSealer, stopLedgerSealer } from './modules/ledger/ledger-append';
import { startWebhookDeliverer, stopWebhookDeliverer } from './modules/webhooks/webhook-deliverer';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { crewDayRoutes } from './modules/crew-day/crew-day.routes';
import { signOffRoutes } from './modules/sign-offs/sign-off.routes';
import { approvalRoutes } from './modules/approvals/approvals.routes';
import { wcAuditRoutes } from './modules/wc-audit/wc-audit.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admins/admins.routes';
import { securityRoutes } from './modules/security/security.routes';
import { supportRoutes } from './modules/support/support.routes';
import { tenantRoutes } from './modules/tenants/tenant.routes';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { apiKeyUsesSweep, installApiKeyUseRecord } from './modules/api-keys/api-key-use';
import { webhookLogSweep } from './modules/webhooks/webhook-retention';
import { startHousekeeping, type Sweep } from './platform/housekeeping';

/** The logs kept for a while only, cleaned hourly by each server (platform/housekeeping.ts). */
const SWEEPS: Sweep[] = [webhookLogSweep, apiKeyUsesSweep];

export interface RouteInfo {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Pino logger options; false silences the log (tests). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp({ config, database, jwtSecret, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // An empty JSON body (a POST "with no body" from some clients) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    void parseJson(req, String(body), done);
  });
  // Fastify hands a missing body to the validator as null; an optional body schema means absent.
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]['schema']>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? undefined) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new TokenService(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    mail: new MailSender(
      database.db,
      { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir },
      app.log,
    ),
    log: app.log,
    bus: new InvalidationBus(database),
    replica:
      config.DATABASE_READ_URL && database.kind === 'postgres'
        ? new ReadReplica(database.db, {
            url: config.DATABASE_READ_URL,
            maxLagMs: config.DATABASE_READ_MAX_LAG_SECONDS * 1000,
          })
        : undefined,
  };

  // Built once: @fastify/helmet would rebuild the same headers from these options on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...inlineScriptSources(config.WEB_DIST_DIR)],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // Answers of 1 KB and more travel compressed when the client accepts it (a week of entries
  // shrinks about fourfold: phones on patchy signal). Requests are not decompressed.
  // Answers up to 256 KB are compressed in one call on the request's thread (brotli's fourth
  // level takes ~0.4 ms for a week's 77 KB Job Breakdown), larger ones in the thread pool: the
  // plugin's streams cost ~2 ms a response for that report on two cores (decision 0032).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Counted after validation so that limits can key on the address being tried.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // Counted in the database: two instances on one PostgreSQL share the limits.
    store: databaseRateLimitStore(database.db),
    // Thrown to the error handler, which answers with the message's code and its seconds.
    errorResponseBuilder: (_req, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return {
        statusCode: 429,
        code: 'rate_limited',
        seconds,
        message: messageText('tooManyRequests', { seconds }),
      };
    },
  });
  await app.register(multipart, { throwFileSizeLimit: true });
  // The API description maps every route and field: served outside production, and in
  // production only when API_DOCS asks for it.
  if (config.apiDocs) {
    // Each operation is completed there: operationId, security and its error answers.
    await app.register(swagger, openApiOptions());
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  // Every API route, with its declared access: the isolation and bad-input tests walk this list.
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api') || r.url.startsWith('/api/docs')) return;
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: r.url, access: r.config?.access });
    }
  });

  installErrorHandler(app);
  installAccessControl(app, ctx);
  installApiKeyUseRecord(app, ctx);
  installReplicaReads(app, ctx);

  await app.register(healthRoutes, { ctx, database: database.kind });
  await app.register(authRoutes, { ctx });
  await app.register(companySettingsRoutes, { ctx });
  await app.register(clientErrorRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(tenantRoutes, { ctx });
  await app.register(securityRoutes, { ctx });
  await app.register(supportRoutes, { ctx });
  await app.register(workTypeRoutes, { ctx });
  await app.register(jobRoutes, { ctx });
  await app.register(punchRoutes, { ctx });
  await app.register(complianceRoutes, { ctx });
  await app.register(kioskRoutes, { ctx });
  await app.register(payPeriodRoutes, { ctx });
  await app.register(crewRoutes, { ctx });
  await app.register(crewDayRoutes, { ctx });
  await app.register(signOffRoutes, { ctx });
  await app.register(ledgerRoutes, { ctx });
  await app.register(approvalRoutes, { ctx });
  await app.register(wcAuditRoutes, { ctx });
  await app.register(certifiedPayrollRoutes, { ctx });
  await app.register(importRoutes, { ctx });
  await app.register(staffRoutes, { ctx });
  await app.register(apiKeyRoutes, { ctx });
  await app.register(webhookRoutes, { ctx });
  // Report routes first: their fixed paths sit beside /api/time-entries/:id.
  await app.register(reportRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  await app.register(timeEntryRoutes, { ctx });

  registerWebApp(app, config.WEB_DIST_DIR);

  let stopHousekeeping: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    ctx.bus.start();
    ctx.replica?.start();
    ctx.mail.start();
    await startLedgerSealer(ctx.db, ctx.log);
    startWebhookDeliverer(ctx);
    stopHousekeeping = startHousekeeping(ctx.db, SWEEPS, ctx.log);
  });
  app.addHook('onClose', async () => {
    await stopHousekeeping?.();
    await stopWebhookDeliverer(ctx.db);
    await stopLedgerSealer(ctx.db);
    await ctx.bus.stop();
    await ctx.replica?.stop();
    await ctx.mail.stop();
  });
  return { app, ctx, routes };
}

/** Serves the built web app, with index.html for every client-side route. */
function registerWebApp(app: FastifyInstance, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build ships .br and .gz copies (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
        if (filePath.endsWith('service-worker.js')) res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && hasBuild) {
      // As the static files are: the build's brotli or gzip copy when the browser takes it
      // (9.5 KB → 2.3 KB on a phone's first visit), and revalidated on every visit.
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send(errorBody('not_found', 'routeNotFound', { method: req.method, url }));
  });
}
