import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineWidget } from './mount-widget'
import { forgetShared, shared } from '../../core/shared-instance'

const Empty = () => null

afterEach(() => {
  vi.restoreAllMocks()
  forgetShared('widget-file:probe')
})

describe('defineWidget', () => {
  it('says plainly when a widget file runs a second time from another URL (served through a redirect)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    shared('widget-file:probe', () => 'https://cdn.example/dx/latest/probe.js')
    defineWidget('probe', Empty, '', {})
    expect(error.mock.calls.flat().join(' ')).toContain('serve the dx files without redirects')
  })

  it('stays quiet when the file runs once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    defineWidget('probe', Empty, '', {})
    expect(error).not.toHaveBeenCalled()
  })
})
