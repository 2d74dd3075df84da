import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.database).toBe('pglite');
    expect(c.loadDemoData).toBe(true);
    expect(c.appUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.database).toBe('postgres');
    expect(c.loadDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: '1' }).loadDemoData).toBe(
      true,
    );
  });

  it('takes a read replica of the PostgreSQL server only, with a lag bound', () => {
    const primary = { DATABASE_URL: 'postgres://u@h/db' };
    const c = loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://u@replica/db' });
    expect(c.DATABASE_READ_URL).toBe('postgres://u@replica/db');
    expect(c.DATABASE_READ_MAX_LAG_SECONDS).toBe(10);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'http://x' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_READ_MAX_LAG_SECONDS: '0' })).toThrow(
      /DATABASE_READ_MAX_LAG_SECONDS/,
    );
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('serves the API description outside production, in production only when asked', () => {
    const secret = { JWT_SECRET: 'k'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1', ...secret }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true', ...secret }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) }).isProduction).toBe(
      true,
    );
  });
});
