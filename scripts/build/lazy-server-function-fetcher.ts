/**
 * In the browser's build, every import of the framework's `createClientRpc` — the compiled
 * server functions' and the framework's hydration's — resolves to
 * src/shared/server-functions/lazy-client-rpc.ts, which loads the real one on a server function's
 * first call (ADR 035). The stand-in's own import of the framework's module, and that module's
 * import of its own file, are left alone.
 */
import type { Plugin } from 'vite'

/** How the compiled server functions import it, and how the framework imports it from inside its package. */
const PUBLIC_ENTRY = '@tanstack/react-start/client-rpc'
const CLIENT_RPC_FOLDER = /[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]/
const INTERNAL_MODULE = /[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/

export function lazyServerFunctionFetcher(standIn: string): Plugin {
  return {
    name: 'campaign-site:lazy-server-function-fetcher',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || importer === standIn || CLIENT_RPC_FOLDER.test(importer)) return null
      if (source === PUBLIC_ENTRY) return standIn
      if (!source.endsWith('createClientRpc.js')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && INTERNAL_MODULE.test(resolved.id) ? standIn : null
    },
  }
}
