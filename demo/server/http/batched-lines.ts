// Log lines written a batch per turn of the event loop: one write for all the requests a turn
// answered, where console.log per request formatted and wrote each line on its own (about a
// twentieth of a search's CPU time at 64 connections). A line waits at most one turn.
import { writeSync } from 'node:fs'

export function batchedLines(write: (text: string) => void): {
  log: (line: string) => void
  /** Writes what waits now, with `write` or another writer. */
  flush: (writer?: (text: string) => void) => void
} {
  let waiting: string[] = []
  const flush = (writer = write) => {
    if (waiting.length === 0) return
    const text = `${waiting.join('\n')}\n`
    waiting = []
    writer(text)
  }
  return {
    log: (line) => {
      if (waiting.push(line) === 1) setImmediate(flush)
    },
    flush,
  }
}

let stdout: ((line: string) => void) | undefined
/**
 * The process's standard output, batched; one writer however many servers the process
 * starts. What waits when the process exits is written then, synchronously: a write to a
 * pipe is asynchronous, and the process would end before it.
 */
export function stdoutLines(): (line: string) => void {
  if (stdout) return stdout
  const lines = batchedLines((text) => process.stdout.write(text))
  process.on('exit', () => lines.flush((text) => writeSync(1, text)))
  stdout = lines.log
  return stdout
}
