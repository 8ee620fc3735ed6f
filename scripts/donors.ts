/**
 * npm run donors -- <command>: the public donor wall, for an operator.
 *   hide <order number>     takes the gift off the wall (it still counts in the thermometer)
 *   unhide <order number>   puts it back
 *   list                    the hidden gifts, most recently hidden first
 * Uses the same database as the server (DATABASE_URL, or the embedded one under .data/).
 * The embedded database allows one process at a time: stop the server before using it there.
 * A running server (on PostgreSQL) shows the change within seconds.
 */
import { parseArgs } from 'node:util'
import { getConfig } from '../app.config.ts'
import { hiddenGifts, hideGift, unhideGift } from '../src/server/contributions/hidden-gifts.server.ts'
import { openDatabase } from '../src/server/database/database.server.ts'

const USAGE = 'usage: npm run donors -- hide <order number> | unhide <order number> | list'
const ORDER_NUMBER = /^\S{1,100}$/

const { positionals } = parseArgs({ allowPositionals: true, options: {} })
const [command, orderNumber, ...extra] = positionals
const needsOrder = command === 'hide' || command === 'unhide'
if (!(needsOrder || command === 'list') || extra.length > 0 || (needsOrder ? !orderNumber || !ORDER_NUMBER.test(orderNumber) : orderNumber !== undefined)) {
  console.error(USAGE)
  process.exit(2)
}

const config = getConfig()
const database = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir })
try {
  if (command === 'list') {
    const hidden = await hiddenGifts(database)
    if (hidden.length === 0) console.info('no hidden gifts')
    for (const gift of hidden) console.info(`${gift.orderNumber.padEnd(28)} hidden ${gift.hiddenAt.toISOString()}  given ${gift.contributedAt.toISOString()}`)
  } else if (orderNumber) {
    const found = await (command === 'hide' ? hideGift : unhideGift)(database, orderNumber)
    if (found) console.info(`${orderNumber} is ${command === 'hide' ? 'off the donor wall (it still counts in the thermometer)' : 'back on the donor wall'}`)
    else {
      console.error(`no gift has the order number ${orderNumber}`)
      process.exitCode = 1
    }
  }
} finally {
  await database.close()
}
