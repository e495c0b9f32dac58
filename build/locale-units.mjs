// The messages of locales/ as the widgets load them: a unit at a time. A unit is a namespace of
// the locale files, or a group of one that ships apart (GROUPS_APART). `dx-locale:<unit>` gives
// the unit's en-US messages, which ship inside the code that imports them, and registers the
// unit (core/i18n/message-units.ts); each other locale's part of every unit is a small file of
// its own, chunks/<locale>/<unit>-<hash>.js, loaded when the page is in that locale
// (docs/decisions/locale-loading.md).
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PSEUDO_LOCALE, pseudoLocale } from './pseudo-locale.mjs'

// From the path, not `new URL`: tests import this file on a page, whose URL is not node's.
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const localesDir = join(root, 'locales')

/**
 * Groups of a namespace that ship apart from it, imported as `dx-locale:<namespace>.<group>`:
 * the messages of the error codes only some pages meet (the accounts' codes,
 * `errors.code`) load with the code that meets them, while `errors` itself rides in
 * every widget's runtime; the sign-in dialog's texts load with the dialog, not with the
 * `<dx-account>` button that opens it. The partner products' texts ship one group a page
 * (the cars page loads only `products.cars`, the trip page only `products.trip`), merged as
 * they load by widgets/storefront/shell/product-messages.ts. Fares by day's and the date
 * matrix's texts (`results.calendar`, `results.matrix`) load with those two pages.
 */
const GROUPS_APART = {
  errors: ['code'],
  account: ['dialog', 'forgot'],
  products: ['cars', 'hotels', 'protection', 'trip', 'confirmation'],
  // Fares by day's and the date matrix's texts load with those pages, not with flight selection.
  results: ['calendar', 'matrix'],
  // A change's review loads with it (the payment page loads it lazily): the rest of the namespace
  // (the fares' costs, the review's title) comes with the pages that import exchange-messages.
  exchange: ['review'],
}

/** Each locale file parsed once while it is unchanged: a build reads each for every unit. */
const parsed = new Map()
function readLocale(locale) {
  const file = join(localesDir, `${locale}.json`)
  const changed = statSync(file).mtimeMs
  const known = parsed.get(file)
  if (known?.changed === changed) return known.messages
  const messages = JSON.parse(readFileSync(file, 'utf8'))
  parsed.set(file, { changed, messages })
  return messages
}

/**
 * The locales whose messages load a unit at a time: each file of locales/ but en-US (a new
 * file needs no change of code), and the pseudo-locale en-XA, made from en-US, when `pseudo`.
 * @returns {string[]}
 */
export function unitLocales(pseudo = process.env.DX_PSEUDO_LOCALE === '1') {
  const files = readdirSync(localesDir)
    .filter((file) => file.endsWith('.json') && file !== 'en-US.json')
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
  return pseudo ? [...files, PSEUDO_LOCALE] : files
}

/**
 * A unit's messages in a locale, nested as in its file: `flightStatus` gives `{ flightStatus:
 * ... }` without the namespace's groups apart, `errors.code` gives `{ errors: { code: ... } }`.
 * A namespace or group a locale's file lacks gives it empty (its texts show in en-US).
 * @param {string} name
 * @param {string} locale
 */
export function localeNamespace(name, locale = 'en-US') {
  if (locale === PSEUDO_LOCALE) return pseudoLocale(localeNamespace(name))
  const enUS = readLocale('en-US')
  const messages = locale === 'en-US' ? enUS : readLocale(locale)
  const [namespace = '', group] = name.split('.')
  if (!(namespace in enUS)) throw new Error(`locales/en-US.json has no namespace "${namespace}"`)
  const apart = GROUPS_APART[namespace] ?? []
  if (group !== undefined) {
    if (!apart.includes(group)) throw new Error(`"${name}" is not a group that ships apart (GROUPS_APART)`)
    return { [namespace]: { [group]: messages[namespace]?.[group] ?? {} } }
  }
  const whole = { ...messages[namespace] }
  for (const left of apart) delete whole[left]
  return { [namespace]: whole }
}

/** Every unit: each namespace of en-US, and each group that ships apart. */
export function unitNames() {
  return Object.keys(readLocale('en-US')).flatMap((namespace) => [
    namespace,
    ...(GROUPS_APART[namespace] ?? []).map((group) => `${namespace}.${group}`),
  ])
}

/**
 * The hash in the units' file names (8 characters of base32, as esbuild's, so the demo server
 * and a CDN keep them for good): of the locale files they are made from, so a changed
 * translation is a new name.
 * @param {string[]} locales
 */
export function localeHash(locales) {
  const hash = createHash('sha256').update(JSON.stringify(GROUPS_APART))
  for (const locale of ['en-US', ...locales]) hash.update(`${locale}\n`)
  for (const locale of ['en-US', ...locales.filter((locale) => locale !== PSEUDO_LOCALE)])
    hash.update(readFileSync(join(localesDir, `${locale}.json`)))
  let bits = ''
  for (const byte of hash.digest().subarray(0, 5)) bits += byte.toString(2).padStart(8, '0')
  return bits.replace(/.{5}/g, (five) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[Number.parseInt(five, 2)])
}

/**
 * The build's defines for core/i18n: the locales apart by spaces (an array would be a module of
 * its own to esbuild, which the runtime's build does not expect) and the units' hash.
 */
export function localeDefines(locales = unitLocales()) {
  return {
    __DX_LOCALES__: JSON.stringify(locales.join(' ')),
    __DX_LOCALE_HASH__: JSON.stringify(localeHash(locales)),
  }
}

/**
 * Fails the build if a file of `metafile` that holds core/i18n/unit-url.ts does not sit where
 * its build's `__DX_UNITS_DIR__` says, relative to `<outdir>/chunks` (a unit would not load).
 * @param {{ outputs: Record<string, { inputs: Record<string, unknown> }> }} metafile
 * @param {string} outdir
 * @param {string} unitsDir
 */
export function checkUnitsDir(metafile, outdir, unitsDir) {
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!('core/i18n/unit-url.ts' in output.inputs)) continue
    const dir = relative(dirname(join(process.cwd(), path)), join(outdir, 'chunks'))
      .split('\\')
      .join('/')
    if ((dir ? `${dir}/` : '') !== unitsDir)
      throw new Error(`${path} finds the locale units at ${unitsDir || './'}, but they are at ${dir || '.'}/`)
  }
}

/**
 * `dx-locale:<unit>`'s code: the unit registered, its en-US messages its default export, once
 * the page's locale has its part of them.
 * @param {string} name
 */
export function unitModule(name) {
  const register = join(root, 'core/i18n/message-units.ts')
  return `import{messageUnit}from${JSON.stringify(register)};export default await messageUnit(${JSON.stringify(name)},${JSON.stringify(localeNamespace(name))})`
}

/**
 * Writes every unit of every locale but en-US under `<outdir>/chunks/<locale>/`, and returns
 * them as metafile outputs (paths relative to the working directory, as esbuild's), each
 * with its one input `dx-locale:<locale>/<unit>`, so what reads the metafile sees them.
 * @param {string} outdir
 * @param {string[]} locales
 * @returns {Record<string, { bytes: number, inputs: Record<string, { bytesInOutput: number }>, imports: [], exports: string[] }>}
 */
export function writeLocaleUnits(outdir, locales = unitLocales()) {
  const hash = localeHash(locales)
  const outputs = {}
  for (const locale of locales)
    for (const name of unitNames()) {
      const file = join(outdir, 'chunks', locale, `${name}-${hash}.js`)
      const json = JSON.stringify(localeNamespace(name, locale))
      const code = `export default ${json}`
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, code)
      outputs[relative(process.cwd(), file).split('\\').join('/')] = {
        bytes: Buffer.byteLength(code),
        inputs: { [`dx-locale:${locale}/${name}`]: { bytesInOutput: Buffer.byteLength(json) } },
        imports: [],
        exports: ['default'],
      }
    }
  return outputs
}
