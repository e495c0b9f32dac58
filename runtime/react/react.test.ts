// The shipped React layer on Preact alone (no preact/compat in this project), for the
// React behaviours the widgets rely on.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { h, type ComponentChild } from 'preact'
import { act } from 'preact/test-utils'
import { atom } from 'nanostores'
import { memo, useSyncExternalStore } from './react'
import { createRoot, type Root } from './react-dom-client'

let root: Root | undefined
let container: HTMLElement

function mount(vnode: ComponentChild) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(vnode))
}

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

describe('React on Preact', () => {
  it('fires onChange on a text field at every keystroke, as React does (the input event)', () => {
    const onChange = vi.fn()
    mount(h('input', { type: 'text', value: '', onChange }))
    const input = container.querySelector('input')!
    input.value = 'L'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('fires onChange on a checkbox at its change event', () => {
    const onChange = vi.fn()
    mount(h('input', { type: 'checkbox', onChange }))
    const input = container.querySelector('input')!
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(onChange).not.toHaveBeenCalled()
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('bubbles onFocus and onBlur from a child, as React does (focusin, focusout)', () => {
    const onFocus = vi.fn()
    const onBlur = vi.fn()
    mount(h('div', { onFocus, onBlur }, h('button', null, 'Go')))
    const button = container.querySelector('button')!
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(onFocus).toHaveBeenCalledTimes(1)
    expect(onBlur).toHaveBeenCalledTimes(1)
  })

  it('renders a memo component again only when a prop changed', () => {
    const renders = vi.fn()
    const Label = memo(({ text }: { text: string }) => {
      renders(text)
      return h('span', null, text)
    })
    mount(h(Label, { text: 'A' }))
    act(() => root?.render(h(Label, { text: 'A' })))
    expect(renders).toHaveBeenCalledTimes(1)
    act(() => root?.render(h(Label, { text: 'B' })))
    expect(renders).toHaveBeenLastCalledWith('B')
    expect(container.textContent).toBe('B')
  })

  it('follows an external store with useSyncExternalStore and lets go of it on unmount', () => {
    const $count = atom(1)
    const subscribe = (onChange: () => void) => $count.listen(onChange)
    function Count() {
      return h('output', null, String(useSyncExternalStore(subscribe, $count.get)))
    }
    mount(h(Count, null))
    expect(container.textContent).toBe('1')
    act(() => $count.set(2))
    expect(container.textContent).toBe('2')
    act(() => root?.unmount())
    expect(container.textContent).toBe('')
    expect($count.lc).toBe(0)
  })
})
