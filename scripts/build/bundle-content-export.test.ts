/**
 * The export baked into the Workers build carries a version computed from its text at build time:
 * every isolate of that build names its pages alike, and another export gets another version.
 */
import { describe, expect, it } from 'vitest'
import { bundleContentExport } from './bundle-content-export.ts'

const MODULE = '/virtual/bundled-export.ts'

async function bakedModule(exportPath: string): Promise<string> {
  const plugin = bundleContentExport({ exportPath, module: MODULE })
  await (plugin.buildStart as () => Promise<void>).call({})
  return (plugin.load as (id: string) => string | null).call({}, `${MODULE}?v=1`) ?? ''
}

const versionIn = (module: string) => /export const bundledExportVersion = "([0-9a-f]+)"/.exec(module)?.[1]

describe('the baked content export', () => {
  it('has the same version in every build of the same export, and another for another export', async () => {
    const first = versionIn(await bakedModule('content/export.json'))
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    expect(versionIn(await bakedModule('content/export.json'))).toBe(first)
    expect(versionIn(await bakedModule('tests/fixtures/alternate-export.json'))).not.toBe(first)
  })
})
