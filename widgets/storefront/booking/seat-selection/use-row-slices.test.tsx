// The seat map's slices after the first follow one another without a timer, as flight
// selection's do (search/flight-selection/use-slices.test.tsx says why).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { FIRST_ROWS, useRowSlices } from './use-row-slices'

const COUNT = 60

function Items() {
  const shown = useRowSlices(COUNT)
  return <p data-testid="shown">{shown}</p>
}

/** The next turn of the event loop, which no fake timer stands for. */
const turn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
})

describe('useRowSlices', () => {
  it('renders every line in slices while no timer ever fires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const view = render(<Items />)
    const shown = () => Number(view.getByTestId('shown').textContent)
    expect(shown()).toBe(FIRST_ROWS)
    // At least 4 lines a slice: 13 slices at most after the first; a turn or two each.
    for (let step = 0; step < 200 && shown() < COUNT; step++) await turn()
    expect(shown()).toBe(COUNT)
    view.unmount()
  })
})
