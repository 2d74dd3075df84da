import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../../web/dist');

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica of DATABASE_URL for reports and overviews (docs/scaling.md). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Replica data older than this is read from the primary instead. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_URL: z.url('must be a URL such as https://hours.example.com').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SiteHours <no-reply@sitehours.local>'),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(900),
  SUPPORT_SESSION_MINUTES: z.coerce.number().int().min(1).max(1440).default(240),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RESET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins one client may make per minute, whatever addresses it tries. */
  LOGIN_CLIENT_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Password hashes computed at once; unset: half the cores (see platform/passwords.ts). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password hashes that may wait for their turn; more are refused with 503. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10000).default(16),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  ERROR_REPORTING_URL: z.url().optional(),
  /** The API description at /api/docs: on outside production unless set. */
  API_DOCS: flag,
});

export type Config = ReturnType<typeof deriveConfig>;

function deriveConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    isProduction: env.NODE_ENV === 'production',
    database: env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    /** Demo data: on by default for the embedded database, off for a PostgreSQL server. */
    loadDemoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    /** The OpenAPI document and its viewer at /api/docs: off in production unless API_DOCS=1. */
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start-up; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of that server)',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  return deriveConfig(parsed.data);
}
