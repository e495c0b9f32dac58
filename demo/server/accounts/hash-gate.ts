// Password checks run one at a time, and under a queue they leave the core idle as long
// as they held it. Each takes a core for some 40 ms (argon2id,
// docs/decisions/password-hashing.md) on libuv's pool of four threads; left free, a flood
// of sign-ins from many addresses would take every core from the searches. Queued and
// paced, a flood takes at most half of one core, and waits for its answers instead
// (sign-in-flood.test.ts). A lone sign-in is never made to wait. Known and unknown names
// queue alike, so the queue tells nothing either.
import { setTimeout as sleep } from 'node:timers/promises'

/** Runs the tasks handed to it one after another; while others wait, each is followed by a rest as long as it ran. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  let waiting = 0
  return <T>(task: () => Promise<T>) => {
    waiting++
    let ranMs = 0
    const run = tail.then(async () => {
      waiting--
      const started = performance.now()
      try {
        return await task()
      } finally {
        ranMs = performance.now() - started
      }
    })
    // The rest is decided when the task ends: only a queue behind it waits for it.
    const rest = () => (waiting > 0 ? sleep(ranMs) : undefined)
    tail = run.then(rest, rest)
    return run
  }
}
