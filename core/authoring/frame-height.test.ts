// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_HEIGHT_MESSAGE, postFrameHeight } from './frame-height'

const PARENT = 'https://author-p1.adobeaemcloud.com'

/** ResizeObserver stand-in: the test says when the document's size changed. */
let resized: () => void = () => undefined
const disconnect = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  disconnect.mockClear()
  resized = () => undefined
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {}
      disconnect = disconnect
    },
  )
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A framed page `height` px tall, whose parent is known by ancestorOrigins and/or the referrer. */
function framedPage(known: { ancestorOrigins?: string[]; referrer?: string }) {
  const page = {
    height: 500,
    postMessage: vi.fn(),
  }
  const win = {
    parent: { postMessage: page.postMessage },
    location: { ancestorOrigins: known.ancestorOrigins },
    document: {
      referrer: known.referrer ?? '',
      documentElement: {
        get scrollHeight() {
          return page.height
        },
      },
    },
  } as unknown as Window
  return { page, win }
}

describe('frame height', () => {
  it("posts the height 300 ms after the start, to the parent's exact origin", () => {
    const { page, win } = framedPage({ ancestorOrigins: [PARENT] })
    postFrameHeight(win)
    vi.advanceTimersByTime(299)
    expect(page.postMessage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(page.postMessage).toHaveBeenCalledExactlyOnceWith({ type: FRAME_HEIGHT_MESSAGE, height: 500 }, PARENT)
  })

  it('posts once for changes less than 300 ms apart, with the last height', () => {
    const { page, win } = framedPage({ ancestorOrigins: [PARENT] })
    postFrameHeight(win)
    vi.advanceTimersByTime(300)
    for (const height of [600, 700, 800]) {
      page.height = height
      resized()
      vi.advanceTimersByTime(200)
    }
    vi.advanceTimersByTime(100)
    expect(page.postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: FRAME_HEIGHT_MESSAGE, height: 500 },
      { type: FRAME_HEIGHT_MESSAGE, height: 800 },
    ])
  })

  it('does not post a height the parent already has', () => {
    const { page, win } = framedPage({ ancestorOrigins: [PARENT] })
    postFrameHeight(win)
    vi.advanceTimersByTime(300)
    resized()
    vi.advanceTimersByTime(300)
    expect(page.postMessage).toHaveBeenCalledTimes(1)
  })

  it("takes the parent's origin from the referrer when the browser keeps no ancestorOrigins", () => {
    const { page, win } = framedPage({ referrer: `${PARENT}/editor.html/content/page.html` })
    postFrameHeight(win)
    vi.advanceTimersByTime(300)
    expect(page.postMessage).toHaveBeenCalledWith(expect.anything(), PARENT)
  })

  it("posts nothing when the parent's origin cannot be known, never to '*'", () => {
    const { page, win } = framedPage({})
    postFrameHeight(win)
    resized()
    vi.advanceTimersByTime(1000)
    expect(page.postMessage).not.toHaveBeenCalled()
  })

  it('posts nothing after the stop', () => {
    const { page, win } = framedPage({ ancestorOrigins: [PARENT] })
    const stop = postFrameHeight(win)
    vi.advanceTimersByTime(100)
    stop()
    vi.advanceTimersByTime(1000)
    expect(page.postMessage).not.toHaveBeenCalled()
    expect(disconnect).toHaveBeenCalledOnce()
  })
})
