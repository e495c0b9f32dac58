import ancillariesDocument from '../../../core/api/ancillaries.graphql'
import updateAncillariesDocument from '../../../core/api/update-ancillaries.graphql'
import { graphql } from '../../../core/http/graphql'
import type { Cart, Money } from '../api'

// The shapes of core/api/ancillaries.graphql (schema: "Booking").

export interface BagOffer {
  passengerId: string
  partIndex: number
  /** Checked bags the brand includes. */
  included: number
  /** Extra bags chosen. */
  selected: number
  maxExtra: number
  pricePerBag: Money
}

export interface ExtraOffer {
  /** PRIORITY_BOARDING or LOUNGE_ACCESS */
  code: string
  passengerId: string
  partIndex: number
  /** Included by the brand: nothing to pay, nothing to choose. */
  included: boolean
  selected: boolean
  price: Money
}

export interface Ancillaries {
  bags: BagOffer[]
  extras: ExtraOffer[]
}

export interface AncillarySelection {
  /** BAG, PRIORITY_BOARDING or LOUNGE_ACCESS */
  code: string
  passengerId: string
  partIndex: number
  /** Extra bags (BAG), or 1 for an extra. */
  quantity: number
}

export async function fetchAncillaries(): Promise<Ancillaries> {
  return (await graphql<{ ancillaries: Ancillaries }>(ancillariesDocument, {})).ancillaries
}

/** Replaces every chosen bag and extra with `selections`; answers the cart with them. */
export async function updateAncillaries(selections: AncillarySelection[]): Promise<Cart> {
  return (await graphql<{ updateAncillaries: Cart }>(updateAncillariesDocument, { selections })).updateAncillaries
}
