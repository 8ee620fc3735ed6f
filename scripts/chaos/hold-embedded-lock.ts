/**
 * The second process of the embedded database's chaos run: it opens the directory (taking its
 * lock, as `npm run submissions` or a backup would while an operator looks into an outage) and
 * holds it until told to stop (SIGTERM), then closes it and lets go.
 */
import { openDatabase } from '../../src/server/database/database.server.ts'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node scripts/chaos/hold-embedded-lock.ts <embedded database directory>')
  process.exit(2)
}
const database = await openDatabase({ embeddedDir: dir })
const keepAlive = setInterval(() => undefined, 60_000)
console.info(`holding ${dir}`)
process.once('SIGTERM', () => {
  clearInterval(keepAlive)
  void database.close().finally(() => process.exit(0))
})
