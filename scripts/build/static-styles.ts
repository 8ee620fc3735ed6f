/**
 * Style calls settled at build time (ADR 029): each `css(...)`, `cx(...)` and recipe call
 * (`button({...})`) whose arguments are literals — or module-level constants of literals — is
 * replaced by the class names it returns, computed by the generated styled-system itself. A module
 * left with no style call drops its import, so neither the browser's bundle nor a render carries
 * the styled-system runtime for it. A call that cannot be settled stays as written and still
 * works; `npm run build` names it.
 */
import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type StyleFunction = (...args: unknown[]) => unknown
type Settled = { ok: true; value: unknown } | { ok: false }

const STYLE_MODULE = /(^|[\\/])styled-system([\\/]|$)/
const NOT_STATIC: Settled = { ok: false }

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function children(node: Node): Node[] {
  const found: Node[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (Array.isArray(value)) found.push(...value.filter(isNode))
    else if (isNode(value)) found.push(value)
  }
  return found
}

/**
 * The generated functions a module imports from the styled-system, by their local names; what it
 * imports in a way a build cannot settle (a namespace or default import, a function without a
 * settled form such as cva) is named in `unsupported`.
 */
function styleImports(program: Node, functions: Readonly<Record<string, StyleFunction>>) {
  const imports: { declaration: Node; specifiers: { local: string; node: Node }[] }[] = []
  const byLocal = new Map<string, StyleFunction>()
  const unsupported: string[] = []
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !STYLE_MODULE.test(String((statement.source as Node).value))) continue
    const specifiers: { local: string; node: Node }[] = []
    for (const specifier of statement.specifiers as Node[]) {
      const local = String((specifier.local as Node).name)
      const imported = specifier.type === 'ImportSpecifier' ? String((specifier.imported as Node).name ?? (specifier.imported as Node).value) : null
      const fn = imported ? functions[imported] : undefined
      if (!fn) {
        unsupported.push(`import of ${imported ?? `* or default as ${local}`} from ${String((statement.source as Node).value)}`)
        continue
      }
      byLocal.set(local, fn)
      specifiers.push({ local, node: specifier })
    }
    imports.push({ declaration: statement, specifiers })
  }
  return { imports, byLocal, unsupported }
}

/** The names a pattern binds (a parameter, a declaration's target). */
function patternNames(pattern: Node | null | undefined): string[] {
  if (!pattern) return []
  switch (pattern.type) {
    case 'Identifier':
      return [String(pattern.name)]
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((property) => patternNames(property.type === 'RestElement' ? (property.argument as Node) : (property.value as Node)))
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap((element) => patternNames(element))
    case 'AssignmentPattern':
      return patternNames(pattern.left as Node)
    case 'RestElement':
      return patternNames(pattern.argument as Node)
    default:
      return []
  }
}

/** The variable an assignment, update or delete changes (`a`, `a.b`, `a[0].c` all change `a`). */
function rootName(target: Node): string | null {
  let node = target
  while (node.type === 'MemberExpression') node = node.object as Node
  return node.type === 'Identifier' ? String(node.name) : null
}

/**
 * Names a style call must not rely on: those bound again inside a function, block or catch (a
 * parameter named `css`, a local `size`), and module constants that are changed after their
 * declaration (`base.p = '4'`). A call that names one is left to run time.
 */
function unsafeNames(program: Node): Set<string> {
  const names = new Set<string>()
  const visit = (node: Node, topLevel: boolean): void => {
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        for (const param of node.params as Node[]) for (const name of patternNames(param)) names.add(name)
        if (node.type !== 'FunctionDeclaration' || !topLevel) for (const name of patternNames(node.id as Node | null)) names.add(name)
        break
      case 'VariableDeclaration':
        if (!topLevel) for (const declarator of node.declarations as Node[]) for (const name of patternNames(declarator.id as Node)) names.add(name)
        break
      case 'ClassDeclaration':
        if (!topLevel) for (const name of patternNames(node.id as Node | null)) names.add(name)
        break
      case 'CatchClause':
        for (const name of patternNames(node.param as Node | null)) names.add(name)
        break
      case 'AssignmentExpression': {
        const name = rootName(node.left as Node)
        if (name) names.add(name)
        break
      }
      case 'UpdateExpression': {
        const name = rootName(node.argument as Node)
        if (name) names.add(name)
        break
      }
      case 'UnaryExpression':
        if (node.operator === 'delete') {
          const name = rootName(node.argument as Node)
          if (name) names.add(name)
        }
        break
    }
    const childrenAreTopLevel = node.type === 'Program' || (topLevel && (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration'))
    for (const child of children(node)) visit(child, childrenAreTopLevel)
  }
  visit(program, false)
  return names
}

/** Module-level `const name = <expression>` declarations, which a style call may name. */
function moduleConstants(program: Node): Map<string, Node> {
  const constants = new Map<string, Node>()
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node
      if (id.type === 'Identifier' && declarator.init) constants.set(String(id.name), declarator.init as Node)
    }
  }
  return constants
}

function settler(constants: Map<string, Node>, styleFunctions: Map<string, StyleFunction>, unsafe: ReadonlySet<string>) {
  const settling = new Set<string>()
  const settle = (node: Node): Settled => {
    switch (node.type) {
      case 'Literal':
        return node.regex || node.bigint ? NOT_STATIC : { ok: true, value: node.value }
      case 'TemplateLiteral': {
        const quasis = node.quasis as Node[]
        const parts: string[] = []
        const expressions = node.expressions as Node[]
        for (let index = 0; index < quasis.length; index++) {
          parts.push(String((quasis[index]?.value as { cooked: string }).cooked))
          const expression = expressions[index]
          if (!expression) continue
          const settled = settle(expression)
          if (!settled.ok || (typeof settled.value !== 'string' && typeof settled.value !== 'number')) return NOT_STATIC
          parts.push(String(settled.value))
        }
        return { ok: true, value: parts.join('') }
      }
      case 'UnaryExpression': {
        const settled = settle(node.argument as Node)
        if (!settled.ok || typeof settled.value !== 'number') return NOT_STATIC
        if (node.operator === '-') return { ok: true, value: -settled.value }
        return node.operator === '+' ? settled : NOT_STATIC
      }
      case 'ArrayExpression': {
        const values: unknown[] = []
        for (const element of node.elements as (Node | null)[]) {
          if (!element || element.type === 'SpreadElement') return NOT_STATIC
          const settled = settle(element)
          if (!settled.ok) return NOT_STATIC
          values.push(settled.value)
        }
        return { ok: true, value: values }
      }
      case 'ObjectExpression': {
        const value: Record<string, unknown> = {}
        for (const property of node.properties as Node[]) {
          if (property.type === 'SpreadElement') {
            const spread = settle(property.argument as Node)
            if (!spread.ok || typeof spread.value !== 'object' || spread.value === null) return NOT_STATIC
            Object.assign(value, spread.value)
            continue
          }
          if (property.kind !== 'init' || property.method) return NOT_STATIC
          const key = property.key as Node
          let name: unknown
          if (property.computed) {
            const settledKey = settle(key)
            if (!settledKey.ok) return NOT_STATIC
            name = settledKey.value
          } else name = key.type === 'Identifier' ? key.name : key.value
          const settled = settle(property.value as Node)
          if (!settled.ok) return NOT_STATIC
          value[String(name)] = settled.value
        }
        return { ok: true, value }
      }
      case 'Identifier': {
        const name = String(node.name)
        const init = constants.get(name)
        if (!init || settling.has(name) || unsafe.has(name)) return NOT_STATIC
        settling.add(name)
        try {
          return settle(init)
        } finally {
          settling.delete(name)
        }
      }
      case 'CallExpression': {
        const callee = node.callee as Node
        const fn = callee.type === 'Identifier' && !unsafe.has(String(callee.name)) ? styleFunctions.get(String(callee.name)) : undefined
        if (!fn) return NOT_STATIC
        const args: unknown[] = []
        for (const argument of node.arguments as Node[]) {
          if (argument.type === 'SpreadElement') return NOT_STATIC
          const settled = settle(argument)
          if (!settled.ok) return NOT_STATIC
          args.push(settled.value)
        }
        return { ok: true, value: fn(...args) }
      }
      default:
        return NOT_STATIC
    }
  }
  return settle
}

export type StaticStylesResult = { code: string; unsettled: string[] } | null

/**
 * The module with its settled style calls replaced by their class names, and the style imports it
 * no longer uses removed; null when it has nothing to settle.
 */
export function settleStyleCalls(code: string, functions: Readonly<Record<string, StyleFunction>>): StaticStylesResult {
  if (!code.includes('styled-system')) return null
  const program = parseAst(code) as unknown as Node
  const found = styleImports(program, functions)
  if (found.imports.length === 0) return null
  const settle = settler(moduleConstants(program), found.byLocal, unsafeNames(program))
  const replacements: { start: number; end: number; text: string }[] = []
  const unsettled: string[] = [...found.unsupported]
  const remainingUses = new Map<string, number>()
  const importNodes = new Set(found.imports.map((entry) => entry.declaration))

  const visit = (node: Node): void => {
    if (importNodes.has(node)) return
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      if (callee.type === 'Identifier' && found.byLocal.has(String(callee.name))) {
        const settled = settle(node)
        if (settled.ok && typeof settled.value === 'string') {
          replacements.push({ start: node.start, end: node.end, text: JSON.stringify(settled.value) })
          return
        }
        unsettled.push(code.slice(node.start, Math.min(node.end, node.start + 80)))
      }
    }
    if (node.type === 'Identifier' && found.byLocal.has(String(node.name))) {
      remainingUses.set(String(node.name), (remainingUses.get(String(node.name)) ?? 0) + 1)
    }
    for (const child of children(node)) visit(child)
  }
  visit(program)
  if (replacements.length === 0) return { code, unsettled }

  for (const { declaration, specifiers } of found.imports) {
    const kept = specifiers.filter((specifier) => (remainingUses.get(specifier.local) ?? 0) > 0)
    if (kept.length === specifiers.length) continue
    const source = code.slice((declaration.source as Node).start, (declaration.source as Node).end)
    const text = kept.length === 0 ? '' : `import { ${kept.map((specifier) => code.slice(specifier.node.start, specifier.node.end)).join(', ')} } from ${source};`
    replacements.push({ start: declaration.start, end: declaration.end, text })
  }
  let result = code
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end)
  }
  return { code: result, unsettled }
}

/** The build's plugin: settles the style calls of the app's own modules, in the browser's and the server's builds. */
export function staticStyles(options: { styledSystem: string; sourceRoot: string }): Plugin {
  let functions: Record<string, StyleFunction> | undefined
  const load = async () => {
    if (functions) return functions
    const cssModule = (await import(`${options.styledSystem}/css/index.mjs`)) as Record<string, StyleFunction>
    const recipes = (await import(`${options.styledSystem}/recipes/index.mjs`)) as Record<string, StyleFunction>
    functions = { ...recipes, css: cssModule.css as StyleFunction, cx: cssModule.cx as StyleFunction }
    return functions
  }
  return {
    name: 'campaign-site:static-styles',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(options.sourceRoot) || !/\.[jt]sx?$/.test(file)) return null
      const result = settleStyleCalls(code, await load())
      if (!result) return null
      for (const call of result.unsettled) this.info(`style call left to run time in ${file}: ${call}`)
      return result.code === code ? null : { code: result.code, map: null }
    },
  }
}
