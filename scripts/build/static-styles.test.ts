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

  it('leaves to run time, and names, a call that relies on a name bound again anywhere in the module or on a changed constant', () => {
    const code = `${CSS_IMPORT}const size = '2'\nconst base = { p: '2' }\nbase.p = '4'\nexport const a = css(base)\nexport function f(size) { return css({ p: size }) }\nexport function g(css) { return css({ color: 'red' }) }\nexport const h = css({ m: size })\n`
    const result = settleStyleCalls(code, functions)
    // Names are not resolved by scope: `size` is a parameter somewhere, so no call relies on it.
    expect(result?.unsettled).toEqual(['css(base)', 'css({ p: size })', "css({ color: 'red' })", 'css({ m: size })'])
    expect(result?.code).toBe(code)
  })

  it('names an import it cannot settle instead of giving up quietly', () => {
    const result = settleStyleCalls("import * as styles from 'styled-system/css'\nimport { cva } from 'styled-system/css'\nexport const a = styles.css({ p: '2' })\n", functions)
    expect(result?.unsettled).toEqual(['import of * or default as styles from styled-system/css', 'import of cva from styled-system/css'])
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
      const result = settleStyleCalls(code, functions)
      for (const call of result?.unsettled ?? []) unsettled.push(`${file}: ${call}`)
      // One import left anywhere brings the runtime back to every page that loads the module.
      if (result && /from ['"]styled-system/.test(result.code)) unsettled.push(`${file}: an import of the styled-system is left`)
    }
    expect(unsettled).toEqual([])
  })
})
