import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './apps/web/build/src-alias';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [SRC_ALIAS] },
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions without shared state: the files share their workers' module cache
          // (a third of the time and CPU of loading every module again for each file).
          isolate: false,
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in parallel, each on its own fresh database.
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          // Long fault tests on real server processes: `npm run test:faults`.
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
