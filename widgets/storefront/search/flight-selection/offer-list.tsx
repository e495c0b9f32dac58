import type { MouseEvent, ReactElement } from 'react'
import { useLayoutEffect } from 'react'
import { useSlices } from './use-slices'

interface Props {
  /** The offers' cards (offerCard), made once per list and choice. */
  cards: (ReactElement | null)[]
  /** Names the list: another one (a new search) starts again from its first slice. */
  list: string
  onClick(event: MouseEvent<HTMLUListElement>): void
  /** After each slice is committed: how many cards are in the page, of how many. */
  onShown(shown: number, total: number): void
}

/**
 * The offers, a first screenful at once and the rest in slices (use-slices.ts). A slice
 * re-renders this list alone, and hands back the cards already in it unchanged, so it
 * costs the cards it adds.
 */
export function OfferList({ cards, list, onClick, onShown }: Props) {
  const shown = useSlices(cards.length, list)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per slice committed (onShown is the page's latest)
  useLayoutEffect(() => onShown(shown, cards.length), [shown, cards.length, list])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the fares are buttons (keyboard included); the list only hears their clicks
    <ul className="dx-offers" onClick={onClick}>
      {shown < cards.length ? cards.slice(0, shown) : cards}
    </ul>
  )
}
