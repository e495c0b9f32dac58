// @vitest-environment node
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('the React layer in a shipped build', () => {
  it('carries no development check: neither the contract nor its mark', async () => {
    const built = await build({
      entryPoints: ['runtime/react/react.ts'],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      external: ['preact', 'preact/*'],
      define: { __DX_DEV__: 'false' },
    })
    const code = built.outputFiles[0]?.text ?? ''
    expect(code).toContain('onfocusin')
    expect(code).not.toContain("runtime's contract")
    expect(code).not.toContain('dx-react-checked')
    expect(code).not.toContain('DoubleClick')
  })
})
