/**
 * A PostgreSQL cluster of the chaos run's own, in a temporary directory (the machine's binaries,
 * loopback only), that the run can stop and start again: the only database the run ever touches.
 * Stopped with `-m immediate`, as a crash or a failover drops it: connections are cut and the next
 * start recovers from the write-ahead log. Removed with its directory when the run ends.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'
import { findPostgresBin } from '../../tests/setup/throwaway-postgres.ts'

type RestartablePostgres = {
  url: string
  stop(): void
  start(): void
  /** Stops it (if running) and deletes its directory. */
  remove(): void
}

export async function startRestartablePostgres(port: number): Promise<RestartablePostgres> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('No PostgreSQL binaries (initdb, pg_ctl) on this machine: install Debian\'s postgresql package (see .ci/run)')
  const dir = mkdtempSync(join(tmpdir(), 'campaign-site-chaos-pg-'))
  // PostgreSQL refuses to run as root: there, the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })))
  chmodSync(dir, 0o700)
  const data = join(dir, 'data')
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`[postgres] ${command} ${args.at(-1)} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`)
  }
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=100`
  let running = false
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-s', '-o', options, 'start'])
    running = true
  }
  const stop = () => {
    if (!running) return
    running = false
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-s', 'stop'])
  }
  let removed = false
  const remove = () => {
    if (removed) return
    removed = true
    try {
      stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-instructions', '--encoding=UTF8', '--locale=C'])
    start()
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
    await client.connect()
    await client.query('create database chaos')
    await client.end()
  } catch (error) {
    remove()
    throw error
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/chaos`, start, stop, remove }
}
