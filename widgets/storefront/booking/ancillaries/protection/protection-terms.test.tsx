import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import '../../../../../core/i18n/i18n'
import messages from 'dx-locale:products.protection'
import { addMessages, translate } from '../../../../../core/i18n/i18n'
import type { Translate } from '../../../../ui/use-translate'
import { ProtectionTerms } from './protection-group'

addMessages('en-US', messages)
const t: Translate = (key, params) => translate('en-US', key, params)
const terms = { url: 'https://api.example/dx/demo/terms/x' }

describe("an offer's terms link", () => {
  it('names the provider and the offer, so one provider’s offers side by side can be told apart', () => {
    render(<ProtectionTerms quote={{ terms, provider: 'SafeTrip Insurance', title: 'SafeTrip Essential' }} t={t} />)
    expect(screen.getByRole('link').textContent).toBe(
      'Terms of SafeTrip Insurance for SafeTrip Essential (opens in a new tab)',
    )
  })

  it('names the provider once when its offer bears the provider’s name', () => {
    render(<ProtectionTerms quote={{ terms, provider: 'RefundShield', title: 'RefundShield' }} t={t} />)
    expect(screen.getByRole('link').textContent).toBe('Terms of RefundShield (opens in a new tab)')
  })
})
