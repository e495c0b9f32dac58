// The seat map's slices after the first come one a frame, each once the browser has drawn
// the one before, and need no timer to fire (search/flight-selection/use-slices.test.tsx
// says why); a hidden page, which draws no frames, gets every line all the same.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { useRowSlices } from './use-row-slices'

const COUNT = 60
const FIRST = 5

function Items() {
  const shown = useRowSlices(COUNT, FIRST)
  return <p data-testid="shown">{shown}</p>
}

/** The next turn of the event loop, which no fake timer stands for. */
const turn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Frames that run only when the test says: requestAnimationFrame's callbacks, queued. */
function heldFrames() {
  const queue: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  return {
    run() {
      for (const callback of queue.splice(0)) callback(performance.now())
    },
  }
}

describe('useRowSlices', () => {
  it('renders every line in slices while no timer ever fires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = render(<Items />)
    const shown = () => Number(view.getByTestId('shown').textContent)
    expect(shown()).toBe(FIRST)
    // At least 2 lines a slice: 28 slices at most after the first; a few turns each (a frame, then a message).
    for (let step = 0; step < 200 && shown() < COUNT; step++) await turn()
    expect(shown()).toBe(COUNT)
    view.unmount()
  })

  it('renders the next slice only after a frame has drawn the one before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames = heldFrames()
    const view = render(<Items />)
    const shown = () => Number(view.getByTestId('shown').textContent)
    const settled = async () => {
      for (let step = 0; step < 5; step++) await turn()
      return shown()
    }
    expect(await settled()).toBe(FIRST)
    const seen = [FIRST]
    for (let frame = 0; frame < 40 && shown() < COUNT; frame++) {
      frames.run()
      seen.push(await settled())
    }
    expect(shown()).toBe(COUNT)
    // Each frame brought one slice: never none, never the rest at once.
    const slices = seen.slice(1).map((count, i) => count - (seen[i] ?? 0))
    expect(slices.every((lines) => lines > 0)).toBe(true)
    expect(slices.length).toBeGreaterThan(1)
    view.unmount()
  })

  it('renders every line in a hidden page, which draws no frames', async () => {
    heldFrames()
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    try {
      const view = render(<Items />)
      const shown = () => Number(view.getByTestId('shown').textContent)
      for (let step = 0; step < 400 && shown() < COUNT; step++) await turn()
      expect(shown()).toBe(COUNT)
      view.unmount()
    } finally {
      visibility.mockRestore()
    }
  })
})
