import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
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
          output: {
            codeSplitting: {
              groups: [
                // What every page needs to hydrate, in one file instead of dozens: a small chunk
                // compresses worse and costs a request. The app's shared initial modules end up in
                // it as well (a separate group for src/ came out empty); page types stay apart.
                { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    // Pre-compressed assets: the node server does not compress on the fly.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // The embedded database loads its .wasm and data files next to its own module: traced and
      // copied as a package, not bundled (a bundle would move the module away from its files).
      traceDeps: ['@electric-sql/pglite'],
    }),
    viteReact(),
  ],
})
