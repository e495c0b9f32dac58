// Each offer's card is made when its slice first shows it, and only then (offer-list.tsx):
// the task the answer arrives in makes the first slice's cards, not the whole list's.
import { describe, expect, it } from 'vitest'
import { render, waitFor } from '@testing-library/react'
import { cardsOnce, OfferList } from './offer-list'
import { FIRST_SLICE } from './use-slices'

const COUNT = 60

describe('OfferList', () => {
  it('makes the first slice’s cards in the first render, then each other card once, as its slice comes', async () => {
    const made: number[] = []
    const cardAt = cardsOnce((index) => {
      made.push(index)
      return (
        <li key={index} className="dx-offer">
          Offer {index}
        </li>
      )
    })
    const view = render(<OfferList count={COUNT} cardAt={cardAt} list="one" onClick={() => {}} onShown={() => {}} />)
    expect(made).toEqual(Array.from({ length: FIRST_SLICE }, (_, index) => index))
    await waitFor(() => expect(view.container.querySelectorAll('li.dx-offer')).toHaveLength(COUNT))
    // Every card made once, in order: a later slice hands back the ones already in the page.
    expect(made).toEqual(Array.from({ length: COUNT }, (_, index) => index))
    view.unmount()
  })

  it('hands back the same element for a card asked for twice', () => {
    const cardAt = cardsOnce((index) => <li key={index}>Offer {index}</li>)
    expect(cardAt(3)).toBe(cardAt(3))
  })
})
