// The shipped React layer on Preact alone (no preact/compat in this project), for the
// React behaviours the widgets rely on.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { h, type ComponentChild } from 'preact'
import { act } from 'preact/test-utils'
import { atom } from 'nanostores'
import { memo, useLayoutEffect, useSyncExternalStore } from './react'
import { createRoot, type Root } from './react-dom-client'
import { domPropProblem } from './dom-props'

let root: Root | undefined
let container: HTMLElement

function mount(vnode: ComponentChild) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(vnode))
}

const labelRenders = vi.fn()
const Label = memo(({ text }: { text: string }) => {
  labelRenders(text)
  return h('span', null, text)
})

const $count = atom(1)
const subscribeToCount = (onChange: () => void) => $count.listen(onChange)
function Count() {
  return h('output', null, String(useSyncExternalStore(subscribeToCount, $count.get)))
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

  it('fires onChange on a select at its change event', () => {
    const onChange = vi.fn()
    mount(h('select', { onChange }, h('option', { value: 'A' }, 'A')))
    container.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  // happy-dom has no spellcheck property, so this reads what Preact is handed.
  it('hands spellCheck to the spellcheck property, which Preact sets as it is', () => {
    const props: object = h('input', { type: 'text', spellCheck: false }).props
    expect(props).toHaveProperty('spellcheck', false)
    expect(props).toHaveProperty('spellCheck', undefined)
  })

  it('renders aria- and data- attributes as they are, false included', () => {
    mount(h('button', { 'aria-pressed': false, 'data-date': '2026-11-25' }))
    const button = container.querySelector('button')!
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.dataset.date).toBe('2026-11-25')
  })

  it('gives an image its src and alt attributes as written, as React does', () => {
    mount(h('img', { src: 'https://api.example.test/images/logo.svg', alt: 'DX Airways' }))
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('https://api.example.test/images/logo.svg')
    expect(image.getAttribute('alt')).toBe('DX Airways')
  })

  it('gives a link its target and rel attributes as written, as React does', () => {
    mount(h('a', { href: 'https://api.example.test/terms.html', target: '_blank', rel: 'noopener' }, 'Terms'))
    const link = container.querySelector('a')!
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
  })

  it('renders a memo component again only when a prop changed', () => {
    labelRenders.mockClear()
    mount(h(Label, { text: 'A' }))
    act(() => root?.render(h(Label, { text: 'A' })))
    expect(labelRenders).toHaveBeenCalledTimes(1)
    act(() => root?.render(h(Label, { text: 'B' })))
    expect(labelRenders).toHaveBeenLastCalledWith('B')
    expect(container.textContent).toBe('B')
  })

  it('follows an external store with useSyncExternalStore and lets go of it on unmount', () => {
    $count.set(1)
    mount(h(Count, null))
    expect(container.textContent).toBe('1')
    act(() => $count.set(2))
    expect(container.textContent).toBe('2')
    act(() => root?.unmount())
    expect(container.textContent).toBe('')
    expect($count.lc).toBe(0)
  })
})

// Sets the store it reads as it is put on the page, as the trip page opens what its address names.
const $opened = atom('nothing')
const subscribeToOpened = (onChange: () => void) => $opened.listen(onChange)
function OpensOnMount() {
  const value = useSyncExternalStore(subscribeToOpened, $opened.get)
  useLayoutEffect(() => $opened.set('the trip'), [])
  return h('output', null, value)
}

describe('a store changed as a render is put on the page', () => {
  it('renders again before the first frame, with no animation frame or timer run', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    try {
      container = document.createElement('div')
      document.body.append(container)
      root = createRoot(container)
      root.render(h(OpensOnMount, null))
      // Preact renders again on a microtask; frames and timers stand still.
      for (let i = 0; i < 5; i++) await Promise.resolve()
      expect(container.textContent).toBe('the trip')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('what the React runtime does not offer, in development and tests', () => {
  it.each([
    ['button', 'onDoubleClick', 'event.detail is 2'],
    ['button', 'onDoubleClickCapture', 'event.detail is 2'],
    ['input', 'onCompositionStart', 'compositionstart listener'],
    ['input', 'onCompositionUpdate', 'compositionupdate listener'],
    ['input', 'onCompositionEnd', 'compositionend listener'],
    ['div', 'onDragExit', 'onDragLeave'],
    ['input', 'autoFocus', 'focus it through a ref'],
    ['path', 'strokeWidth', "set stroke-width in the widget's CSS"],
    ['text', 'textAnchor', "set text-anchor in the widget's CSS"],
    ['form', 'onChange', 'put onChange on each <input>'],
  ])('<%s %s> throws, saying what to write instead', (element, name, advice) => {
    expect(() => h(element, { [name]: () => {} })).toThrow(`${name} on <${element}>: `)
    expect(() => h(element, { [name]: () => {} })).toThrow(advice)
  })

  it('throws on a DOM name the layer writes in place of React’s, when a widget writes it itself', () => {
    for (const name of ['onfocusin', 'onfocusout', 'spellcheck']) {
      expect(domPropProblem('button', name)).toMatch(/not in the React runtime's contract/)
      expect(() => h('button', { [name]: () => {} })).toThrow(
        `${name} on <button> is not in the React runtime's contract`,
      )
    }
  })

  it('throws on a name outside the contract, saying to extend it', () => {
    expect(() => h('div', { suppressHydrationWarning: true })).toThrow(
      "suppressHydrationWarning on <div> is not in the React runtime's contract",
    )
    expect(() => h('div', { suppressHydrationWarning: true })).toThrow(
      'extend the contract in runtime/react/dom-props.ts',
    )
  })
})
