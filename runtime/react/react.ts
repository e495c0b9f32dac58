// What `react` means in the shipped bundle: the part of React's API the widgets use,
// on plain Preact (its contract: README.md beside this file). preact/compat covers all
// of React, at more bytes on every widget and a props copy on every element it renders
// (docs/decisions/own-react-layer.md); this covers what our source imports (checked by
// the build: an import this module lacks fails it). The component tests run the
// widgets on this module as well as on React 19 (test/vitest.config.ts).
import { createElement, options, type ComponentType, type FunctionComponent, type VNode } from 'preact'
import { useLayoutEffect, useRef, useState } from 'preact/hooks'
import { domPropProblem } from './dom-props'

export { Component, createContext } from 'preact'
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks'

// React's names where the DOM's differ (as preact/compat maps them): React's onChange
// on a text field fires on every keystroke (the DOM's `input` event), its
// onFocus/onBlur bubble (the DOM's focusin/focusout), and spellCheck={false} must
// reach the `spellcheck` property (card holders, e-mails and passport numbers are
// kept from spellcheckers that send what they check off the device).
//
// What the runtime does not offer (dom-props.ts) fails in development and tests,
// naming the prop, the element and what to write instead; the shipped bundle drops the
// check. Inside a widget its error boundary catches the error and logs it.
const nativeChange = /^(checkbox|radio|file)$/
const previousVNodeHook = options.vnode
options.vnode = (vnode: VNode) => {
  const { type } = vnode
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>
    // Checked once, as the widget wrote it: a second copy of this layer on the same Preact
    // (a test that loads the widgets' modules afresh) runs its hook before this one and
    // hands on a vnode it has already checked and mapped, which the mark (in the registry
    // every copy shares) tells this copy not to check again.
    if (__DX_DEV__) {
      const checked = Symbol.for('dx-react-checked')
      if (!(checked in vnode)) {
        Object.defineProperty(vnode, checked, { value: true })
        for (const name in props) {
          const problem = domPropProblem(type, name)
          if (problem) throw new Error(`dx-storefront React runtime: ${problem}`)
        }
      }
    }
    if (props.onChange && (type === 'input' || type === 'textarea') && !nativeChange.test(String(props.type))) {
      props.onInput = props.onChange
      props.onChange = undefined
    }
    if (props.onFocus) {
      props.onfocusin = props.onFocus
      props.onFocus = undefined
    }
    if (props.onBlur) {
      props.onfocusout = props.onBlur
      props.onBlur = undefined
    }
    if (props.spellCheck !== undefined) {
      props.spellcheck = props.spellCheck
      props.spellCheck = undefined
    }
  }
  previousVNodeHook?.(vnode)
}

/** React.memo: renders again only when a prop changed (shallow comparison, or `same`). */
export function memo<P extends object>(
  component: FunctionComponent<P>,
  same?: (before: P, after: P) => boolean,
): FunctionComponent<P> {
  function Memo(this: { props: P; shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    this.shouldComponentUpdate = (next) => (same ? !same(this.props, next) : changed(this.props, next))
    return createElement(component as ComponentType<P>, props)
  }
  return Memo
}

function changed(before: object, after: object): boolean {
  const a = before as Record<string, unknown>
  const b = after as Record<string, unknown>
  for (const key in a) if (!(key in b)) return true
  for (const key in b) if (a[key] !== b[key]) return true
  return false
}

/**
 * React.useSyncExternalStore (what our useStore calls, widgets/ui/use-store.ts): the store's
 * value now, and a render whenever it changes after. It subscribes as the render is put on
 * the page, before the browser paints: a change made then (a layout effect that opens what
 * the address names) renders again before the first frame, so the frame never shows the
 * store as it was (the trip page's lookup form while its trip opens).
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  // Server rendering's snapshot: widgets render in the browser only.
  _getServerSnapshot?: () => T,
): T {
  const value = getSnapshot()
  const [, rerender] = useState(0)
  // What this render showed, read by the subscription without resubscribing.
  const shown = useRef({ value, getSnapshot }).current
  shown.value = value
  shown.getSnapshot = getSnapshot
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown is this component's own record (a ref's value), read when the store calls, so it never resubscribes for it
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(shown.value, shown.getSnapshot())) rerender((count) => count + 1)
    }
    // It may have changed between this render and the subscription.
    check()
    return subscribe(check)
  }, [subscribe])
  return value
}
