import { afterEach, describe, expect, it } from 'vitest'
import { installSettings } from '../../../core/settings/install-settings'
import { DEFAULT_PRIVACY } from '../../../core/settings/settings'
import { dateOfBirthText } from './date-of-birth'

describe('dateOfBirthText: a saved date of birth shown again', () => {
  afterEach(() => installSettings())

  it('shows only the year while the privacy settings mask dates of birth', () => {
    installSettings()
    expect(dateOfBirthText('1980-04-02', 'en-US')).toBe('••/••/1980')
    expect(dateOfBirthText('1980-04-02', 'de-DE')).toBe('••.••.1980')
    expect(dateOfBirthText('1980-04-02', 'ja-JP')).toBe('1980/••/••')
  })

  it('writes the date as the locale does when masking is off', () => {
    installSettings({ privacy: { ...DEFAULT_PRIVACY, maskDateOfBirth: false } })
    expect(dateOfBirthText('1980-04-02', 'en-US')).toBe('Wed, Apr 2, 1980')
    expect(dateOfBirthText('1980-04-02', 'de-DE')).toContain('2. Apr. 1980')
  })
})
