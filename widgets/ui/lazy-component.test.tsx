import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazy-component'
import { ErrorBoundary } from './error-boundary'

const t = (key: string) => ({ 'errors.unexpected': 'Something went wrong.', 'common.retry': 'Try again' })[key] ?? key

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

function Waiting({ name }: { name: string }) {
  return <p role="status">Loading {name}</p>
}

afterEach(() => vi.restoreAllMocks())

describe('lazyComponent', () => {
  it('shows the fallback with the same props until the code arrives, then the component', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting), Waiting)
    render(<Lazy name="Ada" />)
    expect(screen.getByRole('status').textContent).toBe('Loading Ada')
    expect((await screen.findByText('Hello Ada')).tagName).toBe('P')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('renders at once, with no fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyComponent(load, Waiting)
    await Lazy.preload()
    render(<Lazy name="Grace" />)
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the component when its code arrives between the render and the effect (a preload a moment before)', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), Waiting)
    const preloaded = Lazy.preload()
    const container = document.body.appendChild(document.createElement('div'))
    // Outside act, as in a browser: Preact renders at once and runs the effect a frame later.
    const root = createRoot(container)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    root.render(<Lazy name="Ada" />)
    arrive(Greeting)
    await preloaded
    await waitFor(() => expect(container.textContent).toBe('Hello Ada'))
    act(() => root.unmount())
    container.remove()
  })

  it('hands a failed download to the error boundary, and downloads again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting)
    const Lazy = lazyComponent(load)
    render(
      <ErrorBoundary t={t}>
        <Lazy name="Alan" />
      </ErrorBoundary>,
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Alan')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
