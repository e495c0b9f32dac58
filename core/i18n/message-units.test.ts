import { afterEach, describe, expect, it, vi } from 'vitest'
import { addMessages, loadLocale, translate } from './i18n'
import { logger } from '../logger/logger'

// pt-BR's files answer as a missing file would (404): test/vitest.config.ts answers the others
// from locales/, as the build writes them.
vi.mock('./unit-url', () => ({
  unitUrl: (key: string) => `dx-locale-unit:${key.startsWith('pt-BR/') ? 'xx-XX' : ''}${key}`,
}))

afterEach(() => {
  vi.restoreAllMocks()
})

describe("a locale's messages, a unit at a time", () => {
  it('loads the units the page registered, not the whole locale', async () => {
    await loadLocale('de-DE')
    expect(translate('de-DE', 'common.retry')).toBe('Erneut versuchen')
    // No code on this page imported dx-locale:seats: its German texts stayed on the server.
    expect(translate('de-DE', 'seats.title')).toBe('seats.title')
  })

  it('loads a unit registered later in the locale asked for, before its module has finished', async () => {
    await loadLocale('de-DE')
    const seats = await import('dx-locale:seats')
    expect(seats.default.seats).toMatchObject({ title: 'Choose your seats' })
    expect(translate('de-DE', 'seats.title')).toBe('Sitzplätze wählen')
  })

  it("keeps a namespace's messages when a group of it that ships apart loads", async () => {
    await loadLocale('de-DE')
    await import('dx-locale:errors.code')
    expect(translate('de-DE', 'errors.code.SIGN_IN_FAILED')).toMatch(/^E-Mail-Adresse oder Passwort/)
    expect(translate('de-DE', 'errors.NETWORK_ERROR')).toMatch(/^Keine Antwort erhalten/)
  })

  it('loads every registered unit again when the page changes locale', async () => {
    await loadLocale('de-DE')
    await import('dx-locale:calendar')
    await loadLocale('ar-AE')
    expect(translate('ar-AE', 'common.retry')).toBe('حاول مرة أخرى')
    expect(translate('ar-AE', 'calendar.previousMonth')).toMatch(/\p{Script=Arabic}/u)
  })
})

describe('a locale that fails to load', () => {
  it('shows en-US texts, filled as en-US, and says so once in the log', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    await expect(loadLocale('pt-BR')).resolves.toBeUndefined()
    expect(translate('pt-BR', 'common.retry')).toBe('Try again')
    expect(translate('pt-BR', 'common.pointsPlus', { points: 12500, amount: 'R$ 5' })).toBe('12,500 points + R$ 5')
    // A unit registered later fails too, and is not logged again.
    addMessages('en-US', (await import('dx-locale:tripLookup')).default)
    expect(translate('pt-BR', 'tripLookup.title')).toBe('Manage your trip')
    expect(logged).toHaveBeenCalledOnce()
    expect(logged.mock.calls[0]?.[0]).toMatch(/pt-BR/)
  })
})
