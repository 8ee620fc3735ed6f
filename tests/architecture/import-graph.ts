/** The runtime import graph of src: static imports only, type-only imports left out (they vanish at build). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";=]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(folder: string): string[] {
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

export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8')
    const targets: string[] = []
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[4] ?? match[5]
      if (!specifier || (match[4] && isTypeOnly(match[2], match[3] ?? ''))) continue
      const target = resolveImport(root, file, specifier)
      if (target) targets.push(relative(root, target))
    }
    graph.set(relative(root, file), targets)
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
