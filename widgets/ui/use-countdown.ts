import { useEffect, useState } from 'react'

// performance.now, not Date.now: a wall clock set back or forward must not stretch the wait.
const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - performance.now()) / 1000))

/**
 * The whole seconds left of a wait of `seconds` that starts when the component mounts
 * (key the component by the wait), ticking once a second down to 0.
 */
export function useCountdown(seconds: number): number {
  const [endsAt] = useState(() => performance.now() + seconds * 1000)
  const [left, setLeft] = useState(() => secondsLeft(endsAt))
  const waiting = left > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => setLeft(secondsLeft(endsAt)), 1000)
    return () => clearInterval(timer)
  }, [endsAt, waiting])
  return left
}
