import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configurationVariablesSet, devVarsText, removeDevVars, writeDevVars } from './dev-vars'

describe("the worker's variables for a local run", () => {
  it('are the configuration variables that are set, nothing else from the environment', () => {
    const env = { DATABASE_URL: 'postgres://u:p@h/db', PORT: '4000', SITE_URL: '  ', HOME: '/root', AWS_SECRET: 'x' }
    expect(configurationVariablesSet(env, ['DATABASE_URL', 'PORT', 'SITE_URL', 'CRM_WEBHOOK_URL'])).toEqual({ DATABASE_URL: 'postgres://u:p@h/db', PORT: '4000' })
  })

  it('quote each value so quotes, equals signs and new lines survive', () => {
    expect(devVarsText({ A: 'x=y "quoted"', B: 'two\nlines' })).toBe('A="x=y \\"quoted\\""\nB="two\\nlines"\n')
  })

  it('are written to a file only its owner can read, and removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    try {
      const path = join(dir, '.dev.vars')
      writeDevVars(path, { SECRET: 'value' })
      expect(statSync(path).mode & 0o777).toBe(0o600)
      expect(readFileSync(path, 'utf8')).toBe('SECRET="value"\n')
      removeDevVars(path)
      expect(() => statSync(path)).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
