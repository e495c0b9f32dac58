// Log lines written a batch per turn of the event loop: one write for all the requests a turn
// answered, where console.log per request formatted and wrote each line on its own (about a
// twentieth of a search's CPU time at 64 connections). A line waits at most one turn.
export function batchedLines(write: (text: string) => void): { log: (line: string) => void; flush: () => void } {
  let waiting: string[] = []
  const flush = () => {
    if (waiting.length === 0) return
    const text = `${waiting.join('\n')}\n`
    waiting = []
    write(text)
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
 * starts. What waits when the process exits is written then (standard output to a file or
 * a pipe is written at once on Linux).
 */
export function stdoutLines(): (line: string) => void {
  if (stdout) return stdout
  const lines = batchedLines((text) => process.stdout.write(text))
  process.on('exit', lines.flush)
  stdout = lines.log
  return stdout
}
