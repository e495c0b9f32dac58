import { describe, expect, it } from 'vitest'
import { DxError, type AccountErrorCode } from '../../core/http/errors'
import '../../core/http/error-code-messages'
import { loadLocale, translate } from '../../core/i18n/i18n'
import { errorText } from './error-text'

const refused = (code: string, type: 'businessLogic' | 'validation' = 'businessLogic') =>
  new DxError({ type, code, message: 'the server’s own words', status: 401 })

const ACCOUNT_CODES: AccountErrorCode[] = [
  'SIGN_IN_FAILED',
  'SIGN_IN_REQUIRED',
  'NOT_PERMITTED',
  'RESET_KEY_INVALID',
  'PASSWORD_TOO_WEAK',
  'USER_ID_TAKEN',
  'IATA_NUMBER_TAKEN',
]

describe('errorText: the catalogue’s messages by code', () => {
  const t = (key: string) => translate('en-US', key)

  it('explains each account code in its own words, the same on every page', () => {
    const texts = ACCOUNT_CODES.map((code) => errorText(refused(code), t))
    expect(texts[0]).toBe('The email or password is not right. Check both and try again, or reset your password.')
    expect(texts.every((text) => text !== t('errors.businessLogic') && !text.startsWith('errors.'))).toBe(true)
    expect(new Set(texts).size).toBe(ACCOUNT_CODES.length)
  })

  it('keeps the runtime’s messages by type beside them', () => {
    expect(errorText(refused('SOMETHING_ELSE'), t)).toBe('We could not complete this request.')
    expect(errorText(new DxError({ type: 'NETWORK_ERROR', message: 'no response received' }), t)).toBe(
      'No response received. Check your connection and try again.',
    )
  })

  it('lets a widget’s own words for a code win over the catalogue’s', () => {
    const own = (key: string) => (key === 'mine.SIGN_IN_FAILED' ? 'Mine' : translate('en-US', key))
    expect(errorText(refused('SIGN_IN_FAILED'), own, 'mine')).toBe('Mine')
  })

  it('shows them in German and Arabic, which load whole', async () => {
    await Promise.all([loadLocale('de-DE'), loadLocale('ar-AE')])
    expect(errorText(refused('SIGN_IN_REQUIRED'), (key) => translate('de-DE', key))).toBe(
      'Bitte melden Sie sich an, um fortzufahren.',
    )
    expect(errorText(refused('SIGN_IN_REQUIRED'), (key) => translate('ar-AE', key))).toBe('يُرجى تسجيل الدخول للمتابعة.')
  })
})
