import { render, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { installSettings } from '../../../../core/settings/install-settings'
import { adaProfile } from '../../fixtures/profile'
import { documentsSection, loyaltySection } from './list-sections'
import { contactSection } from './personal-sections'
import type { SectionContext } from './section-context'

// The profile's masked numbers on a right-to-left page read as written ("••••2345", not
// "2345••••"): in an element isolated left to right, or inside isolate marks where the
// number is part of a message's text.

/** A message's key, or its parameters' values when it has some (where the number goes). */
const t = (key: string, params?: Record<string, unknown>) => (params ? Object.values(params).join(' | ') : key)

describe.each(['ar-AE', 'he-IL'])('the profile’s masked numbers in %s', (locale) => {
  const context: SectionContext = { profile: adaProfile, t, locale, on: '2026-11-21', airline: 'ZZ' }
  beforeEach(() => void installSettings())

  it('isolates the document number inside its line', () => {
    const { container } = render(<div>{documentsSection(context).view}</div>)
    expect(container.textContent).toContain('\u2068••••2345\u2069')
  })

  it('isolates the frequent flyer number and the phone in elements that read left to right', () => {
    const { container } = render(
      <>
        {loyaltySection(context).view}
        {contactSection(context).view}
      </>,
    )
    for (const mask of ['••••7766', '••••999']) {
      const element = within(container).getByText(mask)
      expect([element.tagName, element.getAttribute('dir')]).toEqual(['BDI', 'ltr'])
    }
  })
})
