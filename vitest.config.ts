import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and integration tests run without the Start plugin: they import modules directly.
export default defineConfig({
  plugins: [viteReact()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/security/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    // A throwaway PostgreSQL for the database tests (or DATABASE_URL), shared by every worker.
    globalSetup: ['tests/setup/postgres-global-setup.ts'],
    environment: 'node',
    restoreMocks: true,
  },
})
