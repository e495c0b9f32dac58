// The message tables, and the loading of a locale other than en-US one unit at a time. A unit is
// a namespace of locales/ or a group of one that ships apart: `dx-locale:<unit>` gives its en-US
// messages and registers it here, and the build writes each other locale's part of it to
// chunks/<locale>/<unit>-<hash>.js (build/locale-units.mjs). So a page downloads a locale's
// messages for the widgets and pages it runs, not the whole file (docs/decisions/locale-loading.md).
import { logger } from '../logger/logger'
import { shared } from '../shared-instance'
import { type Messages, UNIT_LOCALES } from './page-locale'
import { unitUrl } from './unit-url'

/** A locale's messages, nested as in its file, and each key's message once looked up. */
interface MessageTable {
  tree: Messages
  found: Map<string, string | undefined>
}

// Not under 'i18n': a bundle of an earlier release on the same page keeps its own
// dictionary of another shape there.
export const tables = shared('i18n-tables', () => new Map<string, MessageTable>())

/**
 * The units registered so far, each unit's load by `<locale>/<unit>`, the locales that failed
 * (each logged once) and the locale last asked for, whose units load as they register.
 */
const units = shared('i18n-units', () => ({
  names: new Set<string>(),
  loads: new Map<string, Promise<void>>(),
  failed: new Set<string>(),
  wanted: '',
}))

/**
 * Adds a locale's messages, namespace by namespace: a namespace already there keeps the
 * groups the new messages lack (a group that ships apart comes on its own). Every namespace
 * is a group of messages, never a message itself.
 */
export function addMessages(locale: string, messages: Messages): void {
  const tree = tables.get(locale)?.tree ?? {}
  for (const name in messages) tree[name] = { ...(tree[name] as Messages), ...(messages[name] as Messages) }
  tables.set(locale, { tree, found: new Map() })
}

/** One unit of a locale, once: a unit that fails to load (404, no network) leaves its texts to en-US. */
function loadUnit(locale: string, name: string): Promise<void> {
  const key = `${locale}/${name}`
  let load = units.loads.get(key)
  if (!load) {
    load = import(/* @vite-ignore */ unitUrl(key)).then(
      (unit: { default: Messages }) => addMessages(locale, unit.default),
      (error: unknown) => {
        if (units.failed.has(locale)) return
        units.failed.add(locale)
        logger.error(`could not load locale ${locale}`, error)
      },
    )
    units.loads.set(key, load)
  }
  return load
}

/**
 * Loads a locale's part of every unit registered so far (none for en-US, which ships inside the
 * bundle), and makes a unit registered later (a lazy page's) load in it before its module
 * finishes. Resolves when they are in, or have failed (their texts then show in en-US).
 */
export async function loadLocale(locale: string): Promise<void> {
  units.wanted = locale
  if (UNIT_LOCALES.includes(locale)) await Promise.all([...units.names].map((name) => loadUnit(locale, name)))
}

/**
 * What `dx-locale:<unit>` runs: registers the unit and returns its en-US messages once the
 * locale last asked for has its part of them (the module awaits it, so a lazy page's texts
 * are in before it renders). Only the build's code imports it (build/locale-units.mjs).
 * @public
 */
export async function messageUnit<T>(name: string, messages: T): Promise<T> {
  units.names.add(name)
  await loadLocale(units.wanted)
  return messages
}
