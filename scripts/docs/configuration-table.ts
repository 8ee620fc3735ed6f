/**
 * README.md's configuration table, made from the schema in app.config.ts (each variable's rule,
 * default and description). `npm run docs:config` writes it between the markers; the test beside
 * this file fails while the README's copy differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CONFIGURATION_DOCS } from '../../app.config.ts'

export const README = fileURLToPath(new URL('../../README.md', import.meta.url))
const START = '<!-- configuration table: made by `npm run docs:config` from app.config.ts; edit there -->'
const END = '<!-- end of configuration table -->'

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function configurationTable(): string {
  const rows = CONFIGURATION_DOCS.map(({ name, fallback, about }) => `| \`${name}\` | ${fallback === undefined ? 'unset' : `\`${String(fallback)}\``} | ${cell(about)} |`)
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n')
}

/** The README with its table between the markers made anew; throws when the markers are missing. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md lacks the configuration table's markers (${START} … ${END})`)
  return `${readme.slice(0, start + START.length)}\n${configurationTable()}\n${readme.slice(end)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(README, 'utf8')
  const made = readmeWithTable(readme)
  if (made !== readme) writeFileSync(README, made)
  console.info(made === readme ? 'README.md: the configuration table is current' : 'README.md: the configuration table was written anew')
}
