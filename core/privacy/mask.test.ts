import { beforeEach, describe, expect, it } from 'vitest'
import { installSettings } from '../settings/install-settings'
import { DEFAULT_PRIVACY } from '../settings/settings'
import { maskDateOfBirth, maskValue } from './mask'

const on = { ...DEFAULT_PRIVACY }

describe('maskValue (privacy settings)', () => {
  beforeEach(() => void installSettings())

  it('keeps the first character of an email and its domain', () => {
    expect(maskValue('email', 'anna.lee@example.com', on)).toBe('a•••@example.com')
  })

  it('masks an email without a local part or @ whole', () => {
    expect(maskValue('email', '@example.com', on)).toBe('••••')
    expect(maskValue('email', 'annalee', on)).toBe('••••')
  })

  it('keeps the last 3 digits of a phone number, whatever its separators', () => {
    expect(maskValue('phone', '7700 900-123', on)).toBe('••••123')
  })

  it('keeps the last 4 characters of a frequent flyer number', () => {
    expect(maskValue('frequentFlyerNumber', 'ZZ12345678', on)).toBe('••••5678')
  })

  it('keeps the last 4 characters of a travel document number', () => {
    expect(maskValue('travelDocument', 'X1234567', on)).toBe('••••4567')
  })

  it('masks a number no longer than what it would keep whole', () => {
    expect(maskValue('travelDocument', '4567', on)).toBe('••••')
    expect(maskValue('phone', '123', on)).toBe('••••')
  })

  it("shows only the year of a date of birth, in the locale's date order and separators", () => {
    expect(maskDateOfBirth('1980-04-30', 'en-US', on)).toBe('••/••/1980')
    expect(maskDateOfBirth('1980-04-30', 'de-DE', on)).toBe('••.••.1980')
    expect(maskDateOfBirth('1980-04-30', 'ja-JP', on)).toBe('1980/••/••')
  })

  it('isolates a masked date of birth in right-to-left locales, so its bullets keep their place', () => {
    expect(maskDateOfBirth('1980-04-30', 'he-IL', on)).toBe('\u2068••.••.1980\u2069')
    expect(maskDateOfBirth('1980-04-30', 'ar-AE', on)).toBe('\u2068••\u200f/••\u200f/1980\u2069')
  })

  it('takes the year from the date itself, whatever the time zone', () => {
    expect(maskDateOfBirth('1980-01-01', 'en-US', on)).toBe('••/••/1980')
    expect(maskDateOfBirth('1979-12-31', 'ja-JP', on)).toBe('1979/••/••')
  })

  it('masks a date of birth not written YYYY-MM-DD whole', () => {
    expect(maskDateOfBirth('30.04.1980', 'de-DE', on)).toBe('••••')
  })

  it('gives masks of a fixed length, so they do not tell how long a value is', () => {
    expect(maskValue('email', 'b@example.com', on)).toBe(maskValue('email', 'bartholomew@example.com', on))
  })

  it('leaves an empty value empty', () => {
    expect(maskValue('email', '', on)).toBe('')
  })

  it('returns values unchanged when privacy is disabled', () => {
    expect(maskValue('email', 'anna@example.com', { ...on, isEnabled: false })).toBe('anna@example.com')
    expect(maskDateOfBirth('1980-04-30', 'ja-JP', { ...on, isEnabled: false })).toBe('1980-04-30')
  })

  it("returns a value unchanged when its field's flag is off, and masks the others", () => {
    const privacy = { ...on, maskPhone: false }
    expect(maskValue('phone', '7700900123', privacy)).toBe('7700900123')
    expect(maskDateOfBirth('1980-04-30', 'en-US', privacy)).toBe('••/••/1980')
  })

  it('reads the page settings when no privacy settings are given', () => {
    expect(maskValue('frequentFlyerNumber', 'ZZ12345678')).toBe('••••5678')
    installSettings({ privacy: { ...on, maskFrequentFlyerNumber: false } })
    expect(maskValue('frequentFlyerNumber', 'ZZ12345678')).toBe('ZZ12345678')
  })
})
