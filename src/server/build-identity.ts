/**
 * The identity of the build this server was made by, set at build time (vite.config.ts `define`).
 * A page names its build's asset files: a cache shared by deploys (Cloudflare's, ADR 052) keys
 * pages on it, so a new deploy never serves HTML that names files it no longer has.
 * Outside a build (unit tests, `vite dev`) it is 'development'.
 */
export const BUILD_ID: string = (import.meta.env.BUILD_ID as string | undefined) ?? 'development'
