import { render, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { installSettings } from '../../../../core/settings/install-settings'
import { SavedPassenger } from '../../booking/passengers/saved-details'
import { PAID_ORDER } from '../../fixtures/order'
import { savedFamily } from '../../fixtures/passengers'
import { PassengerEditFields } from '../../manage/passenger-edit-fields'
import { personDraft } from '../../account/traveller-draft'
import { OrderPassengers } from './order-passengers'

// A masked number starts with bullets, which have no direction of their own: on a
// right-to-left page "••••4567" would read "4567••••" unless it is isolated left to right.

const t = (key: string) => key
const ada = savedFamily.passengers[0]
if (!ada) throw new Error('the saved family has no first adult')

/** The element whose own text is `mask`, checked to lay its text out left to right on its own. */
function isolatedLtr(container: HTMLElement, mask: string) {
  const element = within(container).getByText(mask)
  return { tag: element.tagName, dir: element.getAttribute('dir') }
}

describe.each(['ar-AE', 'he-IL'])('masked numbers on a right-to-left page (%s)', (locale) => {
  beforeEach(() => void installSettings())

  it('isolates the document and frequent flyer numbers of the confirmation and the trip page', () => {
    const { container } = render(<OrderPassengers order={PAID_ORDER} t={t} locale={locale} />)
    expect(isolatedLtr(container, '••••4321')).toEqual({ tag: 'BDI', dir: 'ltr' })
    expect(isolatedLtr(container, '••••5432')).toEqual({ tag: 'BDI', dir: 'ltr' })
  })

  it("isolates the numbers of a passenger's saved details", () => {
    const passenger = { ...ada, knownTravellerNumber: 'KT11112222', redressNumber: 'RD7654321' }
    const { container } = render(
      <SavedPassenger passenger={passenger} who="Ada" adultLabel={() => ''} t={t} locale={locale} onEdit={() => {}} />,
    )
    for (const mask of ['••••1980', '••••5678', '••••2222', '••••4321'])
      expect(isolatedLtr(container, mask)).toEqual({ tag: 'BDI', dir: 'ltr' })
  })

  it("isolates the booked document's number in the trip page's passenger edit", () => {
    const draft = personDraft(undefined, { id: 'p1', document: ada.travelDocument })
    const { container } = render(
      <PassengerEditFields
        draft={draft}
        index={0}
        lastYear={2026}
        airline="ZZ"
        bind={{ t, locale, errorOf: () => undefined, leave: () => {}, optional: (label) => label }}
        documentOpen={false}
        onOpenDocument={() => {}}
        onChange={() => {}}
      />,
    )
    expect(isolatedLtr(container, '••••1980')).toEqual({ tag: 'BDI', dir: 'ltr' })
  })
})
