import { useEffect } from 'react'
import { useWidget } from './widget-context'

/**
 * Calls `tick` every `seconds` while the widget is on screen and the tab is
 * visible, and once when it comes back into view after a pause, so a status
 * board on a partner page stays fresh without polling from background tabs.
 */
export function useVisibleInterval(tick: () => void, seconds: number, enabled: boolean): void {
  const { host } = useWidget()
  useEffect(() => {
    if (!enabled) return
    let inView = true
    let timer: ReturnType<typeof setInterval> | undefined
    let missed = false
    const active = () => inView && document.visibilityState === 'visible'
    const start = () => {
      if (timer !== undefined || !active()) return
      if (missed) tick()
      missed = false
      timer = setInterval(tick, seconds * 1000)
    }
    const stop = () => {
      if (timer === undefined) return
      clearInterval(timer)
      timer = undefined
      missed = true
    }
    const update = () => (active() ? start() : stop())
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting)
            update()
          })
        : undefined
    observer?.observe(host)
    document.addEventListener('visibilitychange', update)
    start()
    return () => {
      observer?.disconnect()
      document.removeEventListener('visibilitychange', update)
      if (timer !== undefined) clearInterval(timer)
    }
  }, [tick, seconds, enabled, host])
}
