/**
 * Lets a script run the site's browser-side modules under plain Node: they import each other
 * without file extensions (the bundler resolves them), which Node's own resolution refuses. A
 * relative import Node cannot find is tried again as `.ts`. Import this module first, then the
 * modules that need it with a dynamic `import()`: static imports are resolved before it runs.
 */
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || (error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error
      return nextResolve(`${specifier}.ts`, context)
    }
  },
})
