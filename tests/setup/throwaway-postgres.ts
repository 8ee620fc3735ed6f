/**
 * A throwaway PostgreSQL cluster: the machine's PostgreSQL binaries, loopback only, fsync off,
 * deleted when stopped (or when the process exits without stopping it). Used by the database
 * tests (postgres-global-setup.ts) and by the Workers smoke test (tests/workers).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'

export type ThrowawayPostgres = { url: string; stop: () => void }

/** Where initdb and pg_ctl are: the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return join(root, versions[0], 'bin')
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return onPath ? onPath.replace(/\/initdb$/, '') : undefined
}

/** Starts a cluster with one database; `port` unset: a free one. */
export async function startThrowawayPostgres(bin: string, { database, port: wanted }: { database: string; port?: number }): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'campaign-site-pg-'))
  // PostgreSQL refuses to run as root: there, the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  const tool = (command: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' })
  const run = (command: string, args: string[]) => {
    const result = tool(command, args)
    if (result.status !== 0) throw new Error(`[postgres] ${command} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`)
  }

  const port = wanted ?? (await freePort())
  const data = join(dir, 'data')
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    tool('pg_ctl', ['-D', data, '-m', 'immediate', '-s', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions', '--encoding=UTF8', '--locale=C'])
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-s', '-o', serverOptions, 'start'])
    const base = `postgres://postgres@127.0.0.1:${port}`
    const client = new Client({ connectionString: `${base}/postgres` })
    await client.connect()
    await client.query(`create database ${database}`)
    await client.end()
    // Also when the run ends without teardown (an interrupted run): no cluster outlives it.
    process.once('exit', stop)
    return { url: `${base}/${database}`, stop }
  } catch (error) {
    stop()
    throw error
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
