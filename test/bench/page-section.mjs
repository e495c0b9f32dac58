// One section of docs/performance.md replaced in the page as it stands: a bench run of
// one part (BENCH_ONLY) rewrites only its own section, and every other figure keeps the
// run it came from.

/**
 * The page with the section headed like `section` (its first line, a `## ` heading)
 * replaced by it, up to the next `## ` heading; a page without it gets it at the end.
 * @param {string} page
 * @param {string[]} section
 * @returns {string}
 */
export function withSection(page, section) {
  const heading = section[0] ?? ''
  const start = page.indexOf(`${heading}\n`)
  if (start === -1) return `${page.trimEnd()}\n\n${section.join('\n')}`
  const next = page.indexOf('\n## ', start + heading.length)
  const rest = next === -1 ? '' : page.slice(next + 1)
  return `${page.slice(0, start)}${section.join('\n')}${rest ? `\n${rest}` : ''}`
}
