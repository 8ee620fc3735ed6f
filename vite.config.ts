import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { CONTENT_SNAPSHOTS_BINDING } from './src/server/content/content-snapshot-store.ts'
import { SUBMISSION_QUEUE } from './src/server/inbox/submission-queue.ts'
import { bundleContentExport } from './scripts/build/bundle-content-export.ts'
import { CLIENT_CHUNK_GROUPS } from './scripts/build/client-chunk-groups.ts'
import { lazyServerFunctionFetcher } from './scripts/build/lazy-server-function-fetcher.ts'
import { staticStyles } from './scripts/build/static-styles.ts'

/**
 * Where the build runs (ADR 018): the node server (the default, `.output/`), or Cloudflare Workers
 * (`DEPLOY_TARGET=cloudflare`, `.output-cloudflare/`, the content export baked in).
 */
const deployTarget = process.env.DEPLOY_TARGET?.trim() || 'node'
if (deployTarget !== 'node' && deployTarget !== 'cloudflare') {
  throw new Error(`DEPLOY_TARGET: expected "node" or "cloudflare", got "${deployTarget}"`)
}

const target =
  deployTarget === 'cloudflare'
    ? {
        preset: 'cloudflare-module' as const,
        output: { dir: '.output-cloudflare' },
        // Fixed, not the build's date: the runtime refuses a date newer than itself.
        compatibilityDate: '2026-11-01' as const,
        // The outbox's deliveries and the content snapshot's sync: no timer outlives a request on Workers.
        plugins: [
          fileURLToPath(new URL('./src/server/outbox/workers-cron.ts', import.meta.url)),
          fileURLToPath(new URL('./src/server/content/workers-content-cron.ts', import.meta.url)),
          // The consumer of what the database could not take (ADR 065).
          fileURLToPath(new URL('./src/server/inbox/workers-submission-queue.ts', import.meta.url)),
        ],
        cloudflare: {
          wrangler: {
            triggers: { crons: ['* * * * *'] },
            // The content snapshot every isolate reads (ADR 053). Without an id, `wrangler deploy`
            // creates the namespace; CONTENT_SNAPSHOTS_KV_ID names an existing one.
            kv_namespaces: [{ binding: CONTENT_SNAPSHOTS_BINDING, ...(process.env.CONTENT_SNAPSHOTS_KV_ID?.trim() ? { id: process.env.CONTENT_SNAPSHOTS_KV_ID.trim() } : {}) }],
            // Submissions and gifts the database could not take wait here (ADR 065): 100 retries
            // (the most the platform allows) at growing delays, then the dead-letter queue keeps them.
            queues: {
              producers: [{ binding: SUBMISSION_QUEUE.binding, queue: SUBMISSION_QUEUE.name }],
              consumers: [{ queue: SUBMISSION_QUEUE.name, max_batch_size: 25, max_batch_timeout: 1, max_retries: 100, dead_letter_queue: SUBMISSION_QUEUE.deadLetters }],
            },
          },
        },
      }
    : {
        // The node server as a cluster worker (`worker.mjs`: it shares the port with its siblings
        // instead of binding it alone); scripts/serve.ts runs one, or WEB_CONCURRENCY of them.
        // The preset's own index.mjs (a primary forking one per core, whatever the database) is
        // replaced by that one server, for anyone who starts the build directly.
        preset: 'node-cluster' as const,
        hooks: { compiled: (nitro: { options: { output: { serverDir: string } } }) => writeFile(join(nitro.options.output.serverDir, 'index.mjs'), "import './worker.mjs'\n") },
      }

/**
 * This build's identity (src/server/build-identity.ts): a page cache shared by deploys keys on it,
 * as each build's HTML names its own asset files (ADR 052). Every build gets a new one.
 */
const buildId = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`

export default defineConfig({
  define: { 'import.meta.env.BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1' },
  build: {
    // Source maps would be copied into the public folder and served (stack-facts #8).
    sourcemap: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The rich-text types package declares no `sideEffects`, so its index drags its document
          // validator (which only the content check uses) into the page's code: about 1.6 KiB gzip
          // of every rich-text page's initial JavaScript. Its modules have no side effects.
          treeshake: { moduleSideEffects: [{ test: /[\\/]@contentful[\\/]rich-text-types[\\/]/, sideEffects: false }] },
          output: {
            codeSplitting: {
              groups: [
                // What every page needs to hydrate is one file, the entry itself (ADR 035): a
                // second file on the way to the first paint costs a phone a round trip's worth of
                // bandwidth share, and a small chunk compresses worse. Page types, the server
                // functions' fetcher and what loads after hydration stay apart.
                { name: 'framework', tags: ['$initial'] },
                // Modules that travel together (ADR 041): scripts/build/client-chunk-groups.ts.
                ...CLIENT_CHUNK_GROUPS,
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    deployTarget === 'cloudflare' &&
      bundleContentExport({
        exportPath: process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json',
        module: fileURLToPath(new URL('./src/server/content/bundled-export.ts', import.meta.url)),
      }),
    // The route files are thin (the page types are the chunks, ADR 005): their components stay in
    // the entry instead of a file of a few hundred bytes that every page waits for (ADR 035).
    tanstackStart({ srcDirectory: 'src', router: { codeSplittingOptions: { defaultBehavior: [] } } }),
    // Pre-compressed assets: the node server does not compress on the fly.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // The embedded database loads its .wasm and data files next to its own module: traced and
      // copied as a package, not bundled (a bundle would move the module away from its files).
      traceDeps: ['@electric-sql/pglite'],
      ...target,
    }),
    // The server functions' fetcher and its serialiser load on the first call, after hydration (ADR 035).
    lazyServerFunctionFetcher(fileURLToPath(new URL('./src/shared/server-functions/lazy-client-rpc.ts', import.meta.url))),
    viteReact(),
    staticStyles({
      styledSystem: fileURLToPath(new URL('./styled-system', import.meta.url)),
      sourceRoot: fileURLToPath(new URL('./src/', import.meta.url)),
    }),
  ],
})
