/**
 * The state contract (docs/decisions/025-feature-state-boundaries.md): each feature owns its slice of the
 * store, and another feature reads it only through the owner's `selectors.ts`. Lint keeps
 * imports between features to those files; this test keeps store reads (`useAppStore((s) =>
 * s.x)`, `getState().x`, a destructured or named `getState()`, a `subscribe` listener) to the
 * reading file's own slice or the shared page slice (`src/stores/slices/`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createAppStore } from '../../src/stores/create-app-store'

const SHARED = 'the shared page slice'

function files(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return files(path, pattern)
    return pattern.test(name) ? [path] : []
  })
}

/** Every slice file and the keys (data and actions) its creator makes, with its owner. */
async function sliceOwners(): Promise<{ owners: Map<string, string[]>; sliceFiles: string[] }> {
  const owners = new Map<string, string[]>()
  const sliceFiles = [...files('src/features', /-slice\.ts$/), ...files('src/stores/slices', /-slice\.ts$/)]
  for (const file of sliceFiles) {
    const owner = file.startsWith('src/features/') ? (file.split('/')[2] as string) : SHARED
    const module = (await import(pathToFileURL(join(process.cwd(), file)).href)) as Record<string, unknown>
    for (const [name, creator] of Object.entries(module)) {
      if (!/^create\w+Slice$/.test(name) || typeof creator !== 'function') continue
      for (const key of Object.keys(creator(() => undefined, {}) as object)) owners.set(key, [...(owners.get(key) ?? []), owner])
    }
  }
  return { owners, sliceFiles }
}

/** The state keys a source file reads from the store directly. */
export function storeReads(source: string): string[] {
  const keys: string[] = []
  const collect = (pattern: RegExp, group = 1) => {
    for (const match of source.matchAll(pattern)) keys.push(match[group] as string)
  }
  collect(/useAppStore\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\1\.(\w+)/g, 2)
  collect(/getState\(\)\.(\w+)/g)
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*[\w.]*getState\(\)/g)) {
    for (const part of (match[1] as string).split(',')) {
      const key = part.split(':')[0]?.trim()
      if (key) keys.push(key)
    }
  }
  const names = [
    ...[...source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*[\w.]*getState\(\)\s*$/gm)].map((match) => match[1] as string),
    ...[...source.matchAll(/\.subscribe\(\s*\(\s*(\w+)\s*(?:,\s*(\w+)\s*)?\)\s*=>/g)].flatMap((match) => [match[1], match[2]]),
  ].filter((name): name is string => Boolean(name))
  for (const name of names) collect(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))
  return [...new Set(keys)]
}

describe('the state contract', () => {
  it('finds the ways a file reads the store', () => {
    const source = [
      'const a = useAppStore((state) => state.hasContributed)',
      'const b = useAppStore((s) => s.segments.zip)',
      'store.getState().markContributed()',
      'const { experiments, setFormOverrides: set } = store.getState()',
      'const state = store.getState()',
      'state.formOverrides.refcode',
      'store.subscribe((next, previous) => next.activeModal !== previous.modalProps)',
      'const c = useAppStore(selectStateCode)',
    ].join('\n')
    expect(storeReads(source).sort()).toEqual(
      ['activeModal', 'experiments', 'formOverrides', 'hasContributed', 'markContributed', 'modalProps', 'segments', 'setFormOverrides'].sort(),
    )
  })

  it('gives every key of the store one owner, and composes every slice', async () => {
    const { owners } = await sliceOwners()
    const stateKeys = Object.keys(createAppStore().getState()).sort()
    expect([...owners.keys()].sort()).toEqual(stateKeys)
    expect([...owners].filter(([, by]) => by.length !== 1)).toEqual([])
  })

  it('lets a feature read only its own slice, the shared page slice, or another feature through its selectors', async () => {
    const { owners } = await sliceOwners()
    const offenders: string[] = []
    for (const file of files('src/features', /\.tsx?$/).filter((path) => !/\.test\.tsx?$/.test(path))) {
      const feature = file.split('/')[2] as string
      for (const key of storeReads(readFileSync(file, 'utf8'))) {
        const owner = owners.get(key)?.[0]
        if (!owner) offenders.push(`${relative('.', file)} reads ${key}, which no slice declares`)
        else if (owner !== feature && owner !== SHARED) offenders.push(`${relative('.', file)} reads ${key} of ${owner}: use src/features/${owner}/selectors.ts`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('keeps selectors files to type imports and select* functions, so any feature may import them', () => {
    const offenders: string[] = []
    for (const file of files('src/features', /^selectors\.ts$/)) {
      const source = readFileSync(file, 'utf8')
      for (const line of source.split('\n').filter((text) => /^\s*import\s/.test(text))) {
        if (!/^\s*import\s+type\s/.test(line)) offenders.push(`${file}: ${line.trim()}`)
      }
      for (const match of source.matchAll(/^export\s+(?:const|function)\s+(\w+)/gm)) {
        if (!/^select[A-Z]/.test(match[1] as string)) offenders.push(`${file}: exports ${match[1]}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
