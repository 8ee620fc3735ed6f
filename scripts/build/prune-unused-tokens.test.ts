import { createRequire } from 'node:module'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const pruneUnusedTokens = createRequire(import.meta.url)('./prune-unused-tokens.cjs') as postcss.PluginCreator<void>

const prune = async (css: string) => (await postcss([pruneUnusedTokens()]).process(css, { from: undefined })).css.replace(/\s+/g, ' ').trim()

describe('the tokens no style reads', () => {
  it('are dropped from the tokens layer; the ones a style reads stay, with the tokens they are made of', async () => {
    const css = `
      @layer tokens { :root { --colors-navy: #14254a; --colors-red: #c8102e; --colors-text: var(--colors-navy); --spacing-96: 24rem; } }
      @layer utilities { .c_text { color: var(--colors-text); } }`
    expect(await prune(css)).toBe('@layer tokens { :root { --colors-navy: #14254a; --colors-text: var(--colors-navy); } } @layer utilities { .c_text { color: var(--colors-text); } }')
  })

  it('keeps variables outside the tokens layer, and a token read with a fallback or from another token’s condition', async () => {
    const css = `
      @layer base { html { --global-font-body: var(--fonts-body, sans-serif); } }
      @layer tokens { :root { --fonts-body: Archivo; --fonts-mono: monospace; } [data-brand-font] { --fonts-heading: Archivo; } }
      @layer utilities { .ff_heading { font-family: var( --fonts-heading ); } }`
    const pruned = await prune(css)
    expect(pruned).toContain('--global-font-body')
    expect(pruned).toContain('--fonts-body: Archivo')
    expect(pruned).toContain('--fonts-heading: Archivo')
    expect(pruned).not.toContain('--fonts-mono')
  })

  it('drops a rule the pruning empties, and a condition it leaves empty', async () => {
    expect(await prune('@layer tokens { :root { --a: 1; } .dark { --b: 2; } @media (min-width: 40em) { :root { --b: 3; } } } .x { width: var(--a); }')).toBe('@layer tokens { :root { --a: 1; } } .x { width: var(--a); }')
  })

  it('reads a half-step token by its escaped name', async () => {
    const pruned = await prune('@layer tokens { :root { --spacing-0\\.5: 0.125rem; --spacing-0: 0; } } .p_0\\.5 { padding: var(--spacing-0\\.5); }')
    expect(pruned).toContain('--spacing-0\\.5: 0.125rem')
    expect(pruned).not.toContain('--spacing-0: 0')
  })
})
