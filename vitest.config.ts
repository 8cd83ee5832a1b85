import { defineConfig } from 'vitest/config';

// Integration tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
const unit = ['shared/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'];
const integration = ['server/src/**/*.test.ts', 'tests/integration/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: unit } },
      {
        test: {
          name: 'pglite',
          include: integration,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: integration,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
