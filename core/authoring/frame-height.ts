/** How long the page's height must stay still before the frame is told, so a resize storm is one message. */
const FRAME_HEIGHT_DEBOUNCE_MS = 300

/** The message's `type`: the frame's page listens for it to size the frame to the page. */
export const FRAME_HEIGHT_MESSAGE = 'dx-frame-height'

/**
 * Posts `{ type: 'dx-frame-height', height }` to the parent window whenever the
 * document's height has changed and then held still for 300 ms, so the authoring frame
 * can fit the page without a scroll bar of its own. Only to the parent's exact origin,
 * never to "*": a page framed by someone else tells them nothing. When that origin cannot
 * be known (no ancestorOrigins, no referrer), nothing is posted. Returns the stop.
 */
export function postFrameHeight(win: Window = window): () => void {
  const target = parentOrigin(win)
  if (win.parent === win || !target) return () => undefined
  const root = win.document.documentElement
  let timer: ReturnType<typeof setTimeout> | undefined
  let posted: number | undefined
  const post = () => {
    const height = root.scrollHeight
    if (height === posted) return
    posted = height
    win.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, target)
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(post, FRAME_HEIGHT_DEBOUNCE_MS)
  }
  const observer = new ResizeObserver(schedule)
  observer.observe(root)
  schedule()
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

/** The parent's origin: the browser's own record of it, else the referrer's (the page that framed this one). */
function parentOrigin(win: Window): string | undefined {
  const recorded = win.location.ancestorOrigins?.[0]
  const candidate = recorded ?? (win.document.referrer || undefined)
  if (!candidate) return undefined
  try {
    const { protocol, origin } = new URL(candidate)
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined
  } catch {
    return undefined
  }
}
