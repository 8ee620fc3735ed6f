/**
 * Whether the Workers build in `.output-cloudflare/` is the one `npm run preview:cloudflare` would
 * make now: a small stamp in the build names the export it baked in (path and content hash) and
 * when the build started; a build without a stamp, from another export, or older than a source
 * file is built again.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

export const WORKERS_OUTPUT = '.output-cloudflare'
export const WORKERS_CONFIG = `${WORKERS_OUTPUT}/server/wrangler.json`
const STAMP = `${WORKERS_OUTPUT}/preview-build.json`

/** What a Workers build is made from, besides the export: the app, its assets, its build setup and its dependencies. */
const SOURCES = ['src', 'public', 'scripts/build', 'app.config.ts', 'vite.config.ts', 'panda.config.ts', 'package-lock.json']

const stampSchema = z.object({ exportPath: z.string(), exportSha256: z.string(), startedAt: z.number() })
export type BuildStamp = z.infer<typeof stampSchema>

export function exportIdentity(exportPath: string): { exportPath: string; exportSha256: string } {
  return { exportPath: resolve(exportPath), exportSha256: createHash('sha256').update(readFileSync(exportPath)).digest('hex') }
}

/** The newest modification time among the sources under `root` (files only, recursively). */
export function newestSourceTime(root: string, sources: readonly string[] = SOURCES): number {
  let newest = 0
  for (const source of sources.map((name) => join(root, name)).filter((path) => existsSync(path))) {
    const files = statSync(source).isDirectory() ? readdirSync(source, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)) : [source]
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs)
  }
  return newest
}

/** Why the build must be made again, or null when it is current. */
export function staleBuildReason(stamp: BuildStamp | null, current: { exportPath: string; exportSha256: string; newestSource: number; built: boolean }): string | null {
  if (!current.built) return 'there is no Workers build'
  if (!stamp) return 'the Workers build was not made by this command'
  if (stamp.exportPath !== current.exportPath) return `the Workers build baked in another export (${stamp.exportPath})`
  if (stamp.exportSha256 !== current.exportSha256) return 'the export changed since the Workers build'
  if (current.newestSource > stamp.startedAt) return 'sources changed since the Workers build'
  return null
}

export function readStamp(root: string): BuildStamp | null {
  try {
    const parsed = stampSchema.safeParse(JSON.parse(readFileSync(join(root, STAMP), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeStamp(root: string, stamp: BuildStamp): void {
  writeFileSync(join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`)
}

/**
 * Builds for Workers from `exportPath` unless the build is current; false when the build failed.
 * The build's start is stamped, so a source saved while it ran makes the next call build again.
 */
export function ensureWorkersBuild(root: string, exportPath: string): boolean {
  const identity = exportIdentity(exportPath)
  const reason = staleBuildReason(readStamp(root), { ...identity, newestSource: newestSourceTime(root), built: existsSync(join(root, WORKERS_CONFIG)) })
  if (!reason) return true
  console.info(`Building for Cloudflare Workers: ${reason}.`)
  const startedAt = Date.now()
  const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEPLOY_TARGET: 'cloudflare', CONTENT_EXPORT_PATH: identity.exportPath } })
  if (build.status !== 0) return false
  writeStamp(root, { ...identity, startedAt })
  return true
}
