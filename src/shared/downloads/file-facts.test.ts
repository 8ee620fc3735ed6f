import { describe, expect, it } from 'vitest'
import { fileKind, fileSize } from './file-facts'

describe('file facts', () => {
  it('names the kind of a file from its content type, or its extension', () => {
    expect(fileKind('application/pdf', '/a/checklist')).toBe('PDF')
    expect(fileKind('application/octet-stream', '/a/sign-in-sheet.csv')).toBe('CSV')
    expect(fileKind('application/octet-stream', '/a/file')).toBeNull()
  })

  it('gives sizes in the visitor’s number format', () => {
    expect(fileSize(512, 'en-US')).toBe('0.5 kB')
    expect(fileSize(2_345, 'en-US')).toBe('2.3 kB')
    expect(fileSize(245_000, 'en-US')).toBe('245 kB')
    expect(fileSize(1_400_000, 'es-MX')).toBe('1.4 MB')
    expect(fileSize(null, 'en-US')).toBeNull()
  })
})
