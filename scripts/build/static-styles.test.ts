import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { transformWithOxc } from 'vite'
import { describe, expect, it } from 'vitest'
import * as styles from 'styled-system/css'
import * as recipes from 'styled-system/recipes'
import { settleStyleCalls } from './static-styles.ts'

const functions = { ...recipes, css: styles.css, cx: styles.cx } as unknown as Record<string, (...args: unknown[]) => unknown>
const CSS_IMPORT = "import { css, cx } from 'styled-system/css'\n"

describe('style calls settled at build time', () => {
  it('replaces a call of literals, and of module constants, by the class names the styled-system returns', () => {
    const code = `${CSS_IMPORT}const base = { p: '2' }\nexport const a = css({ color: 'navy', _hover: { color: 'link' } })\nexport const b = css(base, { tablet: { p: '4' } })\n`
    const result = settleStyleCalls(code, functions)
    expect(result?.unsettled).toEqual([])
    expect(result?.code).toContain(`const a = ${JSON.stringify(styles.css({ color: 'navy', _hover: { color: 'link' } }))}`)
    expect(result?.code).toContain(`const b = ${JSON.stringify(styles.css({ p: '2' }, { tablet: { p: '4' } }))}`)
    expect(result?.code).not.toContain('styled-system')
  })

  it('settles nested calls and recipes, and keeps the import of a call it cannot settle', () => {
    const code = `${CSS_IMPORT}import { button } from 'styled-system/recipes'\nexport const a = cx(button({ variant: 'primary' }), css({ textAlign: 'center' }))\nexport const b = (wide) => css({ w: wide ? 'full' : 'auto' })\n`
    const result = settleStyleCalls(code, functions)
    expect(result?.code).toContain(`const a = ${JSON.stringify(styles.cx(recipes.button({ variant: 'primary' }), styles.css({ textAlign: 'center' })))}`)
    expect(result?.unsettled).toEqual(["css({ w: wide ? 'full' : 'auto' })"])
    expect(result?.code).toContain("import { css } from 'styled-system/css'")
    expect(result?.code).not.toContain('recipes')
  })

  it('leaves a module without style imports alone', () => {
    expect(settleStyleCalls('export const css = (x) => x\ncss({ a: 1 })\n', functions)).toBeNull()
  })

  it('settles every style call in the app, so no page carries the styled-system runtime', async () => {
    const files = (function list(folder: string): string[] {
      return readdirSync(folder).flatMap((name) => {
        const path = join(folder, name)
        if (statSync(path).isDirectory()) return list(path)
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
      })
    })('src')
    const unsettled: string[] = []
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      if (!source.includes('styled-system')) continue
      const { code } = await transformWithOxc(source, file, { jsx: { runtime: 'automatic' } })
      for (const call of settleStyleCalls(code, functions)?.unsettled ?? []) unsettled.push(`${file}: ${call}`)
    }
    expect(unsettled).toEqual([])
  })
})
