import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, isFailedImport } from './error-boundary'

const t = (key: string) => ({ 'errors.unexpected': 'Something went wrong.', 'common.retry': 'Try again' })[key] ?? key

// React retries a failed render once before it gives up, so the child fails until told otherwise.
let broken = false
function Flaky({ error }: { error: Error }) {
  if (broken) throw error
  return <p>Shown</p>
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('ErrorBoundary', () => {
  it('shows a message and renders again on Try again after a render failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    render(
      <ErrorBoundary t={t}>
        <Flaky error={new Error('boom')} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.')
    broken = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Shown')).toBeTruthy()
  })

  it("keeps focus in the widget on Try again: on the widget's root, which stays while the box goes", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    render(
      <div className="dx-root" data-testid="root">
        <ErrorBoundary t={t}>
          <Flaky error={new Error('boom')} />
        </ErrorBoundary>
      </div>,
    )
    broken = false
    const retry = screen.getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    expect(screen.getByText('Shown')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByTestId('root'))
  })

  it('loads the page again when a widget file failed to load, since rendering again would meet the same failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    broken = true
    render(
      <ErrorBoundary t={t}>
        <Flaky
          error={new TypeError('Failed to fetch dynamically imported module: https://example.test/dx/chunks/page-1.js')}
        />
      </ErrorBoundary>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('tells a failed import from other errors', () => {
    expect(isFailedImport(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true)
    expect(isFailedImport(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isFailedImport(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isFailedImport('Failed to fetch dynamically imported module')).toBe(false)
  })
})
