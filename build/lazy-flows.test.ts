// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { outputFlows } from './lazy-flows.mjs'

type Edge = { path: string; kind: 'import-statement' | 'dynamic-import' }
const output = (imports: Edge[], entryPoint?: string) => ({ imports, ...(entryPoint ? { entryPoint } : {}) })
const statically = (path: string): Edge => ({ path, kind: 'import-statement' })
const dynamically = (path: string): Edge => ({ path, kind: 'dynamic-import' })

/** Two pages of the first flow, a page of the second; a dialog the first page imports, a change the dialog imports. */
const metafile = {
  outputs: {
    'home.js': output([statically('search-shared.js'), dynamically('dialog.js')], 'home.tsx'),
    'results.js': output([statically('search-shared.js'), statically('both.js')], 'results.tsx'),
    'payment.js': output([statically('both.js'), statically('payment-shared.js')], 'payment.tsx'),
    'dialog.js': output([statically('dialog-shared.js'), dynamically('change.js')], 'dialog.tsx'),
    'change.js': output([statically('change-shared.js')], 'change.tsx'),
    'search-shared.js': output([]),
    'both.js': output([]),
    'payment-shared.js': output([]),
    'dialog-shared.js': output([]),
    'change-shared.js': output([]),
  },
}
const flowOf = (entryPoint: string) =>
  ({ 'home.tsx': 0, 'results.tsx': 0, 'payment.tsx': 1, 'change.tsx': 2 })[entryPoint]

describe('the flow of each file of a split build', () => {
  const flows = outputFlows(metafile, flowOf)

  it('is the flow of the entries that import it statically', () => {
    expect([flows.get('search-shared.js'), flows.get('payment-shared.js')]).toEqual([0, 1])
  })

  it('is the earlier flow for a file two flows import', () => {
    expect(flows.get('both.js')).toBe(0)
  })

  it("is its importer's flow for code a chunk imports dynamically that no flow names", () => {
    expect([flows.get('dialog.js'), flows.get('dialog-shared.js')]).toEqual([0, 0])
  })

  it('is its own flow for code a chunk imports dynamically that a later flow names', () => {
    expect([flows.get('change.js'), flows.get('change-shared.js')]).toEqual([2, 2])
  })
})
