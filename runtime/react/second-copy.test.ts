// A second copy of the React layer on the same Preact, as a test that loads the widgets'
// modules afresh makes: its own file (ownModules), since the copy's hook stays installed.
import { describe, expect, it, vi } from 'vitest'
import { h } from 'preact'
import './react'

describe('a second copy of the React layer', () => {
  it('checks each element once, as the widget wrote it, and maps it once', async () => {
    vi.resetModules()
    await import('./react')
    const onFocus = () => {}
    let props: unknown
    expect(() => {
      props = h('input', { onFocus, spellCheck: false }).props
    }).not.toThrow()
    expect(props).toMatchObject({ onfocusin: onFocus, spellcheck: false })
  })

  it('still refuses what the runtime does not offer', async () => {
    vi.resetModules()
    await import('./react')
    expect(() => h('div', { onfocusin: () => {} })).toThrow("onfocusin on <div> is not in the React runtime's contract")
  })
})
