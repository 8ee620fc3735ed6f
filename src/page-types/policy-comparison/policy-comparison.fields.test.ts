import { describe, expect, it } from 'vitest'
import { parsePageFields } from '../../content-model/page-fields'
import { comparisonSchema, policyComparisonFields } from './policy-comparison.fields'

const columns = [
  { key: 'ours', label: 'Our candidate' },
  { key: 'theirs', label: 'Her opponent' },
]

describe('a policy comparison from the CMS', () => {
  it('keeps the caption, the sides in their order and each topic’s cells by side', () => {
    const parsed = comparisonSchema.parse({ caption: 'On the issues', columns, rows: [{ topic: 'Water', cells: { theirs: 'No plan', ours: 'Fix every pipe' } }] })
    expect(parsed).toEqual({ caption: 'On the issues', columns, rows: [{ topic: 'Water', cells: { theirs: 'No plan', ours: 'Fix every pipe' } }] })
  })

  it('drops a cell that names no column, rather than showing it under the wrong side', () => {
    const parsed = comparisonSchema.parse({ columns, rows: [{ topic: 'Water', cells: { ours: 'Fix every pipe', opponent: 'Misspelt key', theirs: 'No plan' } }] })
    expect(parsed.rows[0]?.cells).toEqual({ ours: 'Fix every pipe', theirs: 'No plan' })
  })

  it('drops a cell that is not text, and a row left with no cell at all', () => {
    const parsed = comparisonSchema.parse({
      columns,
      rows: [
        { topic: 'Water', cells: { ours: 'Fix every pipe', theirs: 42 } },
        { topic: 'Roads', cells: { nobody: 'Unknown side', ours: '  ' } },
      ],
    })
    expect(parsed.rows).toEqual([{ topic: 'Water', cells: { ours: 'Fix every pipe' } }])
  })

  it('has no caption when the editor gave none', () => {
    expect(comparisonSchema.parse({ columns, rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }).caption).toBeNull()
  })

  it.each([
    ['one column', { columns: columns.slice(0, 1), rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }],
    ['no columns', { columns: [], rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }],
    ['four columns', { columns: [...columns, { key: 'c', label: 'C' }, { key: 'd', label: 'D' }], rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }],
    ['the same key twice', { columns: [columns[0], { key: 'ours', label: 'Again' }], rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }],
    ['a column without a label', { columns: [columns[0], { key: 'theirs', label: ' ' }], rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }],
    ['no rows', { columns, rows: [] }],
    ['a row without a topic', { columns, rows: [{ topic: '', cells: { ours: 'Yes' } }] }],
    ['no row with a usable cell', { columns, rows: [{ topic: 'Water', cells: { elsewhere: 'Yes' } }] }],
  ])('is refused with %s: there is nothing to compare', (_, comparison) => {
    expect(comparisonSchema.safeParse(comparison).success).toBe(false)
  })

  it('is required on the page (reported when missing), with its optional body', () => {
    expect(parsePageFields(policyComparisonFields, {}).problems).toEqual([{ field: 'comparison', message: 'required, but not filled in' }])
    expect(parsePageFields(policyComparisonFields, { comparison: { columns, rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] }, form: { ignored: true } })).toEqual({
      fields: { comparison: { caption: null, columns, rows: [{ topic: 'Water', cells: { ours: 'Yes' } }] } },
      problems: [],
    })
  })
})
