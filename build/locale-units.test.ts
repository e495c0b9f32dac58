// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Messages } from '../core/i18n/page-locale'
import { localeDefines, localeHash, unitLocales, unitNames, writeLocaleUnits } from './locale-units.mjs'

const outdir = mkdtempSync(join(tmpdir(), 'dx-locale-units-'))
afterAll(() => rmSync(outdir, { recursive: true, force: true }))

/** Lays `over` on `base` namespace by namespace, as core/i18n/message-units.ts's addMessages does. */
function merge(base: Messages, over: Messages): Messages {
  const merged = { ...base }
  for (const [name, value] of Object.entries(over)) {
    const had = merged[name]
    merged[name] = typeof had === 'object' && typeof value === 'object' ? { ...had, ...value } : value
  }
  return merged
}

describe("the locales' units", () => {
  it('are those of every file in locales/ but en-US, with en-XA only in a development build', () => {
    const files = readdirSync('locales')
      .filter((file) => file !== 'en-US.json')
      .map((file) => file.replace(/\.json$/, ''))
    expect(unitLocales(false)).toEqual(files.sort())
    expect(unitLocales(true)).toEqual([...files, 'en-XA'])
    expect(localeDefines(unitLocales(false)).__DX_LOCALES__).toBe(JSON.stringify(files.join(' ')))
  })

  it("put together are a locale's whole file, a unit a file named with the hash", async () => {
    const locales = unitLocales(false)
    const outputs = writeLocaleUnits(outdir, locales)
    const hash = localeHash(locales)
    expect(hash).toMatch(/^[A-Z2-7]{8}$/)
    for (const locale of locales) {
      let whole: Messages = {}
      for (const name of unitNames()) {
        const file = join(outdir, 'chunks', locale, `${name}-${hash}.js`)
        const unit = (await import(file)) as { default: Messages }
        whole = merge(whole, unit.default)
        expect(Object.values(outputs).some((output) => `dx-locale:${locale}/${name}` in output.inputs)).toBe(true)
      }
      expect(whole).toEqual(JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')))
    }
  })
})
