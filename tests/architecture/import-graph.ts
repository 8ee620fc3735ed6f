/**
 * The runtime import graph of src: static imports and dynamic `import('…')` alike (a lazy chunk is
 * still a dependency), type-only imports left out (they vanish at build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";=]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
/** A dynamic `import()` with a literal specifier; `typeof import(…)` is a type and is left out. */
const DYNAMIC_IMPORT = /(?<!typeof\s*)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The source files under a folder, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function isTypeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true
  const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]
  if (!named) return false
  const specifiers = named.split(',').map((part) => part.trim()).filter(Boolean)
  return specifiers.length > 0 && specifiers.every((part) => part.startsWith('type '))
}

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else if (specifier.startsWith('~/')) base = resolve(root, 'src', specifier.slice(2))
  else return null
  const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return found ?? null
}

/** The specifiers a module's text imports at run time, static and dynamic. */
export function runtimeSpecifiers(text: string): string[] {
  const specifiers: string[] = []
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[4] ?? match[5]
    if (specifier && !(match[4] && isTypeOnly(match[2], match[3] ?? ''))) specifiers.push(specifier)
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) if (match[1]) specifiers.push(match[1])
  return specifiers
}

export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(join(root, 'src'))) {
    const targets = runtimeSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => resolveImport(root, file, specifier) ?? [])
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))])
  }
  return graph
}

/** Every cycle, each as the list of files that import one another in a ring. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string): void => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return cycles
}

/**
 * For each module the `from` test picks, the first path (as a chain of modules) to a module the
 * `forbidden` test picks; modules that reach none are left out.
 */
export function forbiddenPaths(graph: Map<string, string[]>, from: (file: string) => boolean, forbidden: (file: string) => boolean): string[][] {
  const paths: string[][] = []
  for (const start of graph.keys()) {
    if (!from(start)) continue
    const parent = new Map<string, string | null>([[start, null]])
    const queue = [start]
    let found: string | null = null
    for (let next = queue.shift(); next !== undefined && found === null; next = queue.shift()) {
      if (forbidden(next)) found = next
      else
        for (const target of graph.get(next) ?? []) {
          if (!parent.has(target)) {
            parent.set(target, next)
            queue.push(target)
          }
        }
    }
    if (found === null) continue
    const path: string[] = []
    for (let step: string | null = found; step !== null; step = parent.get(step) ?? null) path.unshift(step)
    paths.push(path)
  }
  return paths
}
