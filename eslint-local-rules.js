// @ts-check
/**
 * The project's own lint rule: architectural boundaries between folders of src
 * (docs/decisions/003-feature-boundaries-by-lint.md). It resolves relative and `~/` imports to
 * paths and refuses those that cross a forbidden zone.
 */
import { dirname, relative, resolve, sep } from 'node:path'

/** @typedef {{ target: string[], from: string[], except?: string[], message: string }} Zone */

const root = process.cwd()
const inside = (file, folder) => {
  const rel = relative(resolve(root, folder), file)
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`..${sep}`))
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } } }] },
  create(context) {
    /** @type {Zone[]} */
    const zones = context.options[0]?.zones ?? []
    const file = context.filename
    const active = zones.filter((zone) => zone.target.some((folder) => inside(file, folder)))
    if (active.length === 0) return {}
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      let target
      if (specifier.startsWith('.')) target = resolve(dirname(file), specifier)
      else if (specifier.startsWith('~/')) target = resolve(root, 'src', specifier.slice(2))
      else return
      for (const zone of active) {
        if (!zone.from.some((folder) => inside(target, folder))) continue
        if (zone.except?.some((folder) => inside(target, folder))) continue
        context.report({ node: node.source, message: `${zone.message} (${specifier})` })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { boundaries } }
