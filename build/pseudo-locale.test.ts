// @vitest-environment node
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { localeDefines, localeNamespace, unitLocales, unitNames } from './locale-units.mjs'
import {
  extraKeys,
  missingKeys,
  placeholderMismatches,
  pluralMismatches,
  unreadableMessages,
} from '../core/i18n/locale-checks'
import type { Messages } from '../core/i18n/page-locale'
import { PSEUDO_LOCALE, pseudoLocale, pseudoMessage } from './pseudo-locale.mjs'

const enUS = JSON.parse(readFileSync('locales/en-US.json', 'utf8')) as Messages

describe('the pseudo-locale en-XA', () => {
  it('accents every letter and brackets the message', () => {
    expect(pseudoMessage('Try again')).toMatch(/^\[Ţŕý åĝåîñ[^a-zA-Z[\]]*\]$/)
  })

  it('makes a message about 40% longer, in words that wrap', () => {
    const text = 'We hold your booking at this price for a while.'
    const made = pseudoMessage(text)
    expect(made.length - 2).toBeGreaterThanOrEqual(text.length * 1.4)
    expect(made.length - 2).toBeLessThan(text.length * 1.45)
    expect(made.slice(text.length + 1)).toContain(' ')
  })

  it('keeps placeholders as they are, a number placeholder with its format', () => {
    expect(pseudoMessage('{chosen, number} of {count, number} seats for {name}')).toMatch(
      /^\[\{chosen, number\} öƒ \{count, number\} šéåţš ƒöŕ \{name\}[^{}]*\]$/,
    )
  })

  it('leaves an empty message empty, so it still counts as no translation', () => {
    expect(pseudoMessage('')).toBe('')
  })

  it('has every en-US message and no other, with the same placeholders', () => {
    const pseudo = pseudoLocale(enUS)
    expect(missingKeys(enUS, pseudo)).toEqual([])
    expect(extraKeys(enUS, pseudo)).toEqual([])
    expect(placeholderMismatches(enUS, pseudo)).toEqual([])
  })

  it("keeps each counted message's plural forms, English ones", () => {
    expect(pluralMismatches(enUS, pseudoLocale(enUS), PSEUDO_LOCALE)).toEqual([])
  })

  it('writes every message so our interpolation reads it whole', () => {
    expect(unreadableMessages(pseudoLocale(enUS), PSEUDO_LOCALE)).toEqual([])
  })

  it('is made from en-US unit by unit when the build writes its files, so it cannot fall behind', () => {
    for (const name of unitNames())
      expect(localeNamespace(name, PSEUDO_LOCALE)).toEqual(pseudoLocale(localeNamespace(name)))
  })
})

describe('the pseudo-locale in a build', () => {
  const localeCode = async (pseudo: boolean) => {
    const built = await build({
      entryPoints: ['core/i18n/page-locale.ts'],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      external: ['dx-locale:*'],
      define: { __DX_PSEUDO_LOCALE__: String(pseudo), __DX_DEV__: 'false', ...localeDefines(unitLocales(pseudo)) },
      logLevel: 'silent',
    })
    return built.outputFiles[0]?.text ?? ''
  }

  it('is not among the shipped bundle’s locales', async () => {
    expect(await localeCode(false)).not.toContain(PSEUDO_LOCALE)
  })

  it('can be chosen in a development build', async () => {
    expect(await localeCode(true)).toMatch(/"[^"]*\ben-XA"\.split\(" "\)/)
  })
})
