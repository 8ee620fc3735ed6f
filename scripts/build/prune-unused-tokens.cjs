/**
 * PostCSS plugin, run after Panda's: drops the tokens layer's custom properties that nothing uses.
 * Panda writes every token of the theme and its presets as a variable (spacing, sizes, blurs,
 * shadows, easings…), about two thirds of which no style reads — a sixth of the stylesheet every
 * page waits for. A token stays when any declaration outside the layer reads it (`var(--x)`), or a
 * token that stays does. The code never reads a token variable at run time (no `token.var()`, no
 * `var(--…)` in a style attribute); if it ever does, that variable must be used in a style too.
 */

/** Names as the stylesheet writes them: a half step keeps its escape (`--spacing-0\.5`). @param {string} value */
const variablesRead = (value) => [...value.matchAll(/var\(\s*(--(?:[\w-]|\\.)+)/g)].map((match) => match[1])

/** @param {import('postcss').Node} node */
function inTokensLayer(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /** @type {import('postcss').AtRule} */ (parent).name === 'layer' && /** @type {import('postcss').AtRule} */ (parent).params === 'tokens') return true
  }
  return false
}

/** @type {import('postcss').PluginCreator<void>} */
const pruneUnusedTokens = () => ({
  postcssPlugin: 'prune-unused-tokens',
  OnceExit(root) {
    /** @type {import('postcss').Declaration[]} */
    const tokens = []
    const read = new Set()
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && inTokensLayer(declaration)) tokens.push(declaration)
      else for (const name of variablesRead(declaration.value)) read.add(name)
    })
    // A token that stays keeps the tokens it is made of (a semantic colour, its palette colour).
    for (let grew = true; grew; ) {
      grew = false
      for (const token of tokens) {
        if (!read.has(token.prop)) continue
        for (const name of variablesRead(token.value)) {
          if (!read.has(name)) {
            read.add(name)
            grew = true
          }
        }
      }
    }
    for (const token of tokens) if (!read.has(token.prop)) token.remove()
    // Rules the pruning emptied, then the at-rules (a condition's @media) those leave empty.
    for (let removed = true; removed; ) {
      removed = false
      root.walk((node) => {
        if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0 && inTokensLayer(node)) {
          node.remove()
          removed = true
        }
      })
    }
  },
})
pruneUnusedTokens.postcss = true

module.exports = pruneUnusedTokens
