// The CPU time a process has used so far, all its threads together, read from Linux's
// /proc: the figure the limits' cost is measured in, because it counts the work a
// server did for its requests and not the time it waited for a core that another
// process held. Elsewhere there is no /proc and the reader is undefined.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Linux's USER_HZ, the unit of utime and stime in /proc/<pid>/stat: 100 on every architecture Node runs on. */
const ticksPerSecond = 100

/**
 * Nanoseconds on a CPU, from each thread's /proc/<pid>/task/<tid>/schedstat (its first
 * field): exact, where utime and stime count whole ticks of 10 ms.
 * @param {number} pid
 */
function scheduledMs(pid) {
  let ns = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // The thread ended between the listing and the read: its time is no longer counted.
    }
  }
  return ns / 1e6
}

/**
 * utime + stime of the whole process (fields 14 and 15 of /proc/<pid>/stat, counted
 * after the parenthesised command name, which may hold spaces), in ms.
 * @param {number} pid
 */
function tickedMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000
}

/**
 * A reader of a process's CPU time in ms, the finest this system offers, or undefined
 * where /proc is missing (not Linux).
 * @returns {{ source: string, cpuMs: (pid: number) => number } | undefined}
 */
export function processCpuReader() {
  if (existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`))
    return { source: '/proc/<pid>/task/*/schedstat', cpuMs: scheduledMs }
  if (existsSync(`/proc/${process.pid}/stat`)) return { source: '/proc/<pid>/stat (10 ms ticks)', cpuMs: tickedMs }
  return undefined
}
