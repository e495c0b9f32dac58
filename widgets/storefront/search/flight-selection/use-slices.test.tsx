// The slices after the first follow one another without a timer (use-slices.ts): on
// Preact each slice renders in the task of the one before, so a timer per slice would be
// nested in the timers before it, and browsers hold the sixth and later back 4 ms each.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { FIRST_SLICE, useSlices } from './use-slices'

const COUNT = 100

function Items() {
  const shown = useSlices(COUNT, 'list')
  return <p data-testid="shown">{shown}</p>
}

/** The next turn of the event loop, which no fake timer stands for. */
const turn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
})

describe('useSlices', () => {
  it('renders every item in slices while no timer ever fires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = render(<Items />)
    const shown = () => Number(view.getByTestId('shown').textContent)
    expect(shown()).toBe(FIRST_SLICE)
    // At least 4 items a slice: 23 slices at most after the first; a turn or two each.
    for (let step = 0; step < 200 && shown() < COUNT; step++) await turn()
    expect(shown()).toBe(COUNT)
    view.unmount()
  })
})
