import { describe, expect, it, vi } from 'vitest'
import { createElement, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import * as components from './react'
import { FlightStatus, SearchBox } from './react'
import { WIDGET_NAMES } from '../loader/widget-names'

const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())

describe('the React components', () => {
  it('exist for every element the loader defines, each rendering its element', () => {
    expect(Object.keys(components).sort()).toEqual(WIDGET_NAMES.map(pascalCase).sort())
    const tags = Object.values(components).map((component) => {
      const { container, unmount } = render(createElement(component as () => ReactElement))
      const tag = container.firstElementChild?.localName
      unmount()
      return tag
    })
    expect(tags.sort()).toEqual(WIDGET_NAMES.map((name) => `dx-${name}`).sort())
  })

  it('write camelCase props as kebab-case attributes, and className as class', () => {
    const { container } = render(
      createElement(FlightStatus, { flightNumber: 'ZZ123', refreshSeconds: '90', className: 'status' }),
    )
    const element = container.querySelector('dx-flight-status')
    expect(element?.getAttribute('flight-number')).toBe('ZZ123')
    expect(element?.getAttribute('refresh-seconds')).toBe('90')
    expect(element?.getAttribute('class')).toBe('status')
  })

  it('call on<Event> with the dx:* event the element sends', () => {
    const onSearch = vi.fn()
    const { container } = render(createElement(SearchBox, { onSearch }))
    const event = new CustomEvent('dx:search', { bubbles: true, composed: true, detail: { journeyType: 'one-way' } })
    container.querySelector('dx-search-box')?.dispatchEvent(event)
    expect(onSearch).toHaveBeenCalledWith(event)
  })

  it('stop calling a listener the host took away', () => {
    const onSearch = vi.fn()
    const { container, rerender } = render(createElement(SearchBox, { onSearch }))
    rerender(createElement(SearchBox, {}))
    container.querySelector('dx-search-box')?.dispatchEvent(new CustomEvent('dx:search', { detail: {} }))
    expect(onSearch).not.toHaveBeenCalled()
  })
})
