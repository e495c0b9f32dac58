// `node test/size-budget.mjs`: fails when the loader or a widget's first load (loader
// + every chunk it pulls at once, gzip -9) is over budget, or when the sizes the
// README quotes no longer match what the build produces (the README must quote the
// figures the build gives). Run after `npm run build`.
import { readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { measureFirstLoads, readMeta, formatKb } from './sizes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const KB = 1024

/**
 * Budgets in gzip bytes. The search box's is its target (25 KB). Flight status is
 * meant to be 15 KB, which it is still over (Preact and its hooks alone are
 * 6 KB, the loader 1.8 KB); its budget holds today's figure to stop it growing while
 * the gap stays open (docs/decisions/size-and-mount-targets.md).
 */
export const budgets = {
  loader: 2 * KB,
  'flight-status': 20 * KB,
  'flight-schedule': 20 * KB,
  'search-box': 25 * KB,
  storefront: 25 * KB,
  otherWidget: 25 * KB,
}

/** How far (in KB) a README figure may drift from the measured one. */
const readmeTolerance = 0.15

/**
 * `| name | 1.6 KB |` rows of README.md, keyed by name in lower case.
 * @param {string} text
 */
export function readmeSizes(text) {
  const rows = new Map()
  for (const match of text.matchAll(/^\|\s*`?([\w-]+)`?\s*\|\s*([\d.]+)\s*KB\s*\|/gim)) {
    rows.set(match[1].toLowerCase(), Number(match[2]))
  }
  return rows
}

/** A padded plain-text table. */
function table(head, rows) {
  const widths = head.map((_, column) => Math.max(...[head, ...rows].map((row) => row[column].length)))
  return [head, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

function checkReadme(items) {
  const readme = join(root, 'README.md')
  const rows = existsSync(readme) ? readmeSizes(readFileSync(readme, 'utf8')) : new Map()
  if (rows.size === 0) {
    console.warn('warning: README.md quotes no sizes yet; add rows like `| loader | 1.6 KB |` (run npm run bench).')
    return []
  }
  const problems = []
  for (const { name, gzip } of items) {
    const measured = gzip / KB
    const quoted = rows.get(name)
    if (quoted === undefined) {
      problems.push(
        `README has no row for ${name}, measured ${formatKb(gzip)}: add \`| ${name} | ${measured.toFixed(1)} KB |\` (run npm run bench)`,
      )
    } else if (Math.abs(quoted - measured) > readmeTolerance) {
      problems.push(
        `README says ${name} ${quoted.toFixed(1)} KB, measured ${formatKb(gzip)}: update README (run npm run bench)`,
      )
    }
  }
  return problems
}

function main() {
  const { loader, widgets } = measureFirstLoads(readMeta(join(root, 'dist/meta.json')), root)
  const items = [loader, ...widgets]
  const budgetOf = (name) => budgets[name] ?? budgets.otherWidget
  console.log('Gzip -9 sizes; a widget = loader + its entry + chunks it imports statically\n')
  console.log(
    table(
      ['item', 'gzip', 'bytes', 'budget', 'files', ''],
      items.map(({ name, files, gzip }) => [
        name,
        formatKb(gzip),
        String(gzip),
        formatKb(budgetOf(name)),
        String(files.length),
        gzip <= budgetOf(name) ? 'ok' : 'OVER BUDGET',
      ]),
    ),
  )
  const over = items
    .filter(({ name, gzip }) => gzip > budgetOf(name))
    .map(
      ({ name, gzip }) =>
        `${name} is ${gzip} B gzip, over its ${budgetOf(name)} B budget by ${gzip - budgetOf(name)} B`,
    )
  // esbuild.config.mjs folds the chunks an entry imports at once into it: one request after the loader.
  const split = widgets
    .filter(({ files }) => files.length > loader.files.length + 1)
    .map(
      ({ name, files }) =>
        `${name} loads ${files.length - loader.files.length} files at once, not one: ${files.join(', ')} (mergeFirstLoad in esbuild.config.mjs)`,
    )
  const problems = [...over, ...split, ...checkReadme(items)]
  for (const problem of problems) console.error(`size-budget: ${problem}`)
  return problems.length === 0 ? 0 : 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main()
  } catch (error) {
    console.error(`size-budget: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 1
  }
}
