/**
 * The content export baked into the build, for runtimes without a file system (the Cloudflare
 * Workers build, ADR 018). On the node server this stays null and the export is read from
 * CONTENT_EXPORT_PATH at run time; the edge build replaces this module with the export's text
 * (vite.config.ts, `bundleContentExport`), and its version with it.
 */
export const bundledExport: string | null = null
/** The baked export's content hash (content-hash.ts), computed at build time: every isolate names its pages with it. */
export const bundledExportVersion: string | null = null
