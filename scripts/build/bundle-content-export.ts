/**
 * For the Cloudflare Workers build (ADR 018): workerd has no file system, so the content export
 * is checked at build time and baked into the server bundle in place of bundled-export.ts.
 * A campaign that reads Contentful at run time (CONTENTFUL_SPACE_ID) never uses it.
 */
import type { Plugin } from 'vite'
import { contentHash } from '../../src/server/content/content-hash.ts'
import { parseExportText, readExportText } from '../../src/server/content/read-export-file.ts'

export function bundleContentExport({ exportPath, module }: { exportPath: string; module: string }): Plugin {
  let text = ''
  let version = ''
  return {
    name: 'campaign-site:bundle-content-export',
    enforce: 'pre',
    async buildStart() {
      // Read once; a broken export fails the build with the same line `npm start` would print.
      const read = await readExportText(exportPath)
      parseExportText(read.text, read.file)
      text = read.text
      version = await contentHash(text)
    },
    load(id) {
      if (id.split('?')[0] !== module) return null
      return `export const bundledExport = ${JSON.stringify(text)}\nexport const bundledExportVersion = ${JSON.stringify(version)}\n`
    },
  }
}
