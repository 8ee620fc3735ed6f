/**
 * Serves the production build (`npm start` builds first). Configuration and the content export
 * are checked before the server starts: a bad value stops start-up with one clear line.
 * WEB_CONCURRENCY above 1 runs that many server processes on the one port (ADR 018).
 */
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ConfigError, getConfig, serverProcessCount } from '../app.config.ts'
import { ExportFileError, readExportFile } from '../src/server/content/read-export-file.ts'
import { runProcessCluster } from './support/process-cluster.ts'

const config = getConfig()
// The build's cluster-worker entry: one server that shares its port with its siblings (vite.config.ts).
const server = fileURLToPath(new URL('../.output/server/worker.mjs', import.meta.url))

if (cluster.isPrimary) {
  if (config.content.source === 'export') {
    try {
      await readExportFile(config.content.exportPath)
    } catch (error) {
      if (!(error instanceof ExportFileError)) throw error
      console.error(error.message)
      process.exit(1)
    }
  }
  if (!existsSync(server)) {
    console.error('No production build found: run `npm run build` (or `npm start`, which builds first).')
    process.exit(1)
  }
}

// The server reads these; the defaults keep it on loopback (README.md, "Configuration").
process.env.HOST = config.host
process.env.PORT = String(config.port)
process.env.NITRO_HOST = config.host
process.env.NITRO_PORT = String(config.port)

let processes = 1
try {
  processes = serverProcessCount(config, availableParallelism())
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (cluster.isPrimary && processes > 1) runProcessCluster(processes)
else {
  if (cluster.isWorker) {
    // The channel to the primary keeps a server process alive (it also brings it its
    // connections): told to stop, the process lets go of it, so it ends once its server has
    // drained. The server drains on the signal itself, except where CI or TEST is set; there, and
    // whatever else holds on, the process ends after 6 s (listening here replaced Node's own exit).
    const stop = () => {
      process.channel?.unref()
      setTimeout(() => process.exit(0), 6_000).unref()
    }
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
  }
  await import(pathToFileURL(server).href)
}
