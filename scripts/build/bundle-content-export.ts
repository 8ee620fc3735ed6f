/**
 * For the Cloudflare Workers build (ADR 018): workerd has no file system, so the content export
 * is checked at build time and baked into the server bundle in place of bundled-export.ts.
 * A campaign that reads Contentful at run time (CONTENTFUL_SPACE_ID) never uses it.
 */
import type { Plugin } from 'vite'
import { readExportFile, resolveExportPath } from '../../src/server/content/read-export-file.ts'
import { readFile } from 'node:fs/promises'

export function bundleContentExport({ exportPath, module }: { exportPath: string; module: string }): Plugin {
  return {
    name: 'campaign-site:bundle-content-export',
    enforce: 'pre',
    async buildStart() {
      // A broken export fails the build with the same line `npm start` would print.
      await readExportFile(exportPath)
    },
    async load(id) {
      if (id.split('?')[0] !== module) return null
      const text = await readFile(resolveExportPath(exportPath), 'utf8')
      return `export const bundledExport = ${JSON.stringify(text)}\n`
    },
  }
}
