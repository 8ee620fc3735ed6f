/**
 * Serves the production build (`npm start` builds first). Configuration and the content export
 * are checked before the server starts: a bad value stops start-up with one clear line.
 * WEB_CONCURRENCY above 1 runs that many server processes on the one port (ADR 018).
 */
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getConfig } from '../app.config.ts'
import { ExportFileError, readExportFile } from '../src/server/content/read-export-file.ts'
import { runProcessCluster } from './support/process-cluster.ts'

const config = getConfig()
const server = fileURLToPath(new URL('../.output/server/index.mjs', import.meta.url))

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

// The server reads these; the defaults keep it on loopback (contract.md).
process.env.HOST = config.host
process.env.PORT = String(config.port)
process.env.NITRO_HOST = config.host
process.env.NITRO_PORT = String(config.port)

const processes = config.processes === 'auto' ? availableParallelism() : config.processes
if (cluster.isPrimary && processes > 1) runProcessCluster(processes)
else await import(pathToFileURL(server).href)
