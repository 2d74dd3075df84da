/**
 * The server under load, in its own process as in production: the real app on the benchmark
 * database, plus a bare JSON route beside it so that every figure has a baseline from the same
 * process in the same run. Prints `LISTENING <port>` when ready.
 */
import { buildApp } from '@sitehours/server/src/app';
import { openDatabase } from '@sitehours/server/src/db/database';
import { loadConfig } from '@sitehours/server/src/platform/config';

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  JWT_SECRET: process.env.BENCH_JWT_SECRET!,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  // The sign-in flood benchmark lifts it to stand for many attacking clients.
  LOGIN_CLIENT_FAILURES_PER_MINUTE: process.env.BENCH_LOGIN_CLIENT_FAILURES_PER_MINUTE || undefined,
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: `${config.dataDir}/pglite`,
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10),
});
const { app } = await buildApp({ config, database, jwtSecret: config.JWT_SECRET!, logger: false });
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
