import type { MouseEvent, ReactElement } from 'react'
import { useLayoutEffect } from 'react'
import { useSlices } from './use-slices'

/** The card of the list's offer at `index`, made the first time it is asked for (cardsOnce). */
export type CardAt = (index: number) => ReactElement | null

interface Props {
  /** How many offers the list has. */
  count: number
  /** Each offer's card (offerCard through cardsOnce), made once per list and choice. */
  cardAt: CardAt
  /** Names the list: another one (a new search) starts again from its first slice. */
  list: string
  onClick(event: MouseEvent<HTMLUListElement>): void
  /** After each slice is committed: how many cards are in the page, of how many. */
  onShown(shown: number, total: number): void
}

/**
 * Makes each card when a slice first shows it, then hands the same element back: the
 * task the answer arrives in makes the first slice's cards only, not a hundred (which
 * halved that task, docs/decisions/offers-in-slices.md), and a later slice passes over the
 * cards already in the page, which React and Preact both do for an unchanged element.
 */
export function cardsOnce(make: CardAt): CardAt {
  const made: (ReactElement | null | undefined)[] = []
  // A card that is null (an offer without flights) is asked for again: rare, and cheap.
  return (index) => (made[index] ??= make(index))
}

/**
 * The offers, a first screenful at once and the rest in slices (use-slices.ts). A slice
 * re-renders this list alone and costs the cards it adds: their making and their commit,
 * both inside the time the slices are sized by.
 */
export function OfferList({ count, cardAt, list, onClick, onShown }: Props) {
  const shown = useSlices(count, list)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per slice committed (onShown is the page's latest)
  useLayoutEffect(() => onShown(shown, count), [shown, count, list])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the fares are buttons (keyboard included); the list only hears their clicks
    <ul className="dx-offers" onClick={onClick}>
      {Array.from({ length: shown }, (_, index) => cardAt(index))}
    </ul>
  )
}
