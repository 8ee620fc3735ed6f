/**
 * The production build served on loopback for a script (bench, lighthouse, load, soak): started
 * with scripts/serve.ts, ready when it answers, stopped by its own process id.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type ProductionServer = { origin: string; pid: number; stop(): Promise<void> }

export async function startProductionServer(port: number, env: Record<string, string> = {}, readyPath = '/robots.txt'): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it answered`)
    if (await fetch(`${origin}${readyPath}`).then((response) => response.ok, () => false)) {
      return {
        origin,
        pid: child.pid as number,
        async stop() {
          child.kill('SIGTERM')
          // The server drains for up to 5.5 s (a multi-process primary waits up to 10 s for its processes); past 12 s it is ended outright.
          const force = setTimeout(() => child.kill('SIGKILL'), 12_000)
          await exited
          clearTimeout(force)
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGTERM')
  throw new Error(`the server did not answer ${readyPath} within 30 s`)
}

/** A process's resident memory in MiB (Linux). */
export function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN)
  return Math.round((kib / 1024) * 10) / 10
}
