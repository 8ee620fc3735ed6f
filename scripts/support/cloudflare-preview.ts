/**
 * `npm run preview:cloudflare` started for a script (the edge load test): on loopback on its own
 * port, ready when it answers, stopped by its own process id (it ends its worker itself).
 */
import { spawn } from 'node:child_process'

export type CloudflarePreview = { origin: string; stop(): Promise<void> }

/** Building first can take a few minutes on a busy machine. */
const READY_WITHIN_MS = 300_000

export async function startCloudflarePreview(port: number, env: Record<string, string> = {}, readyPath = '/robots.txt'): Promise<CloudflarePreview> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/preview-cloudflare.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview:cloudflare exited with code ${child.exitCode} before it answered`)
    if (await fetch(`${origin}${readyPath}`).then((response) => response.ok, () => false)) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`preview:cloudflare did not answer ${readyPath} within ${READY_WITHIN_MS / 1000} s`)
}
