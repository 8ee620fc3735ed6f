import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONFIGURATION_VARIABLES } from '../../app.config.ts'
import { README, configurationTable, readmeWithTable } from './configuration-table.ts'

describe("README.md's configuration table", () => {
  it('is the one the schema makes (run `npm run docs:config` after changing a variable)', () => {
    const readme = readFileSync(README, 'utf8')
    expect(readme).toBe(readmeWithTable(readme))
  })

  it('names every variable the configuration reads once, with a description', () => {
    const rows = configurationTable().split('\n').slice(2)
    expect(rows.map((row) => /^\| `([A-Z0-9_]+)` \|/.exec(row)?.[1])).toEqual(CONFIGURATION_VARIABLES)
    for (const row of rows) expect(row.split(' | ')[2]?.trim().length, row).toBeGreaterThan(1)
  })
})
