// @ts-check
import { readdirSync } from 'node:fs'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import local from './eslint-local-rules.js'

/**
 * Architecture, enforced here rather than by convention (docs/decisions/003-feature-boundaries-by-lint.md):
 * a feature never imports another feature; shared code imports no feature; nothing imports routes.
 * Import cycles are refused by tests/architecture/import-cycles.test.ts.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The page types' facts: plain data (no React, no schemas) that the shell, the content model and the server read (ADR 054). */
const pageTypeManifests = ['src/page-types/page-type-manifests', 'src/page-types/page-type-manifests.ts', 'src/page-types/page-type-manifest', 'src/page-types/page-type-manifest.ts']
/** The page types' fields specs, which the server binds to their ids (src/server/content/page-type-fields.ts). */
const pageTypeFieldSpecs = readdirSync('src/page-types', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(`src/page-types/${folder.name}`).filter((name) => name.endsWith('.fields.ts')).map((name) => `src/page-types/${folder.name}/${name}`))

const boundaryZones = [
  ...features.map((feature) => ({
    target: [`src/features/${feature}`],
    from: ['src/features'],
    // A feature's selectors are its state contract: the one part other features may import (ADR 025).
    except: [`src/features/${feature}`, ...features.map((owner) => `src/features/${owner}/selectors`)],
    message: 'A feature does not import another feature (only its selectors): compose them in a route or page type.',
  })),
  {
    target: ['src/features'],
    from: ['src/page-types', 'src/routes'],
    except: pageTypeManifests,
    message: 'Features do not import page types (only their manifests) or routes.',
  },
  {
    target: ['src/shared', 'src/queries'],
    from: ['src/features', 'src/page-types', 'src/routes', 'src/stores'],
    except: pageTypeManifests,
    message: 'Shared code imports no feature, page type (only their manifests), route or store.',
  },
  { target: ['src/page-types'], from: ['src/routes'], message: 'Page types do not import routes.' },
  {
    target: ['src/content-model'],
    from: ['src/features', 'src/page-types', 'src/routes', 'src/stores', 'src/server', 'src/shared', 'src/queries', 'src/dev', 'src/theme'],
    message: 'The content model is a leaf: server, queries and UI import it; it imports none of them.',
  },
  { target: ['src/server'], from: ['src/features', 'src/routes', 'src/stores'], message: 'Server code imports no UI.' },
  {
    target: ['src/server'],
    from: ['src/page-types'],
    except: [...pageTypeManifests, ...pageTypeFieldSpecs],
    message: "Server code reads a page type's facts (its manifest) and binds its fields spec; never its component, the registry or the outlet (ADR 054).",
  },
]

/** The product never imports test code: fixtures and helpers live under tests/, and only tests (beside the code or under tests/) import them. */
const productZones = [...boundaryZones, { target: ['src'], from: ['tests'], message: 'Product code imports nothing from tests/: a fixture or helper lives there for tests only.' }]

export default tseslint.config(
  { ignores: ['node_modules', '.output', '.output-cloudflare', '.wrangler', '.nitro', '.tanstack', 'styled-system', 'src/routeTree.gen.ts', 'test-results', '.data'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'local/boundaries': ['error', { zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      // Every chunk loaded after start-up retries and fails into its own boundary (src/shared/lazy-with-retry.ts).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyWithRetry (src/shared/lazy-with-retry.ts): it retries and reports each failed load.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'local/boundaries': ['error', { zones: productZones }] },
  },
)
