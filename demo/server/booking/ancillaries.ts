// Bags and extras (ancillaries page): what each passenger may add per itinerary
// part, what the brand already includes, and the price of each. Prices are US cents by
// the part's distance, converted once like fares (shopping/pricing.ts).
import { fieldsError, type FieldProblem } from '../graphql/errors'
import { requireAtMost } from '../graphql/validate-input'
import type { AncillarySelectionInput } from '../graphql/generated/resolvers'
import { fromUsdCents } from '../shopping/currencies'
import type { Itinerary } from './itinerary'
import type { PassengerData } from './passengers'

type ExtraCode = 'PRIORITY_BOARDING' | 'LOUNGE_ACCESS'
type AncillaryCode = 'BAG' | ExtraCode

export interface AncillarySelection {
  code: AncillaryCode
  passengerId: string
  partIndex: number
  quantity: number
}

interface BagOffer {
  passengerId: string
  partIndex: number
  /** What the fare includes */
  included: number
  /** Extra bags the order already holds (a change of the order); 0 in a booking */
  bought: number
  maxExtra: number
  pricePerBag: number
}

interface ExtraOffer {
  code: ExtraCode
  passengerId: string
  partIndex: number
  /** The fare includes it */
  included: boolean
  /** The order already holds it (a change of the order) */
  bought: boolean
  price: number
}

export interface AncillaryOffers {
  bags: BagOffer[]
  extras: ExtraOffer[]
}

/** Extra checked bag, US cents: short, medium and long haul. */
const bagPriceCents = (km: number): number => (km < 1500 ? 3000 : km < 5000 ? 4500 : 6000)
const extraPriceCents: Record<ExtraCode, number> = { PRIORITY_BOARDING: 1500, LOUNGE_ACCESS: 4000 }
const maxExtraBags = 3

/**
 * What each passenger may add. `bought` is what a paid order already holds (a change of
 * the order): its bags leave fewer to add and its extras cannot be bought again, each said
 * apart from what the fare includes (a bag bought is no bag the fare includes).
 */
export function ancillaryOffers(
  itinerary: Itinerary,
  passengers: readonly PassengerData[],
  partKm: readonly number[],
  bought: readonly AncillarySelection[],
): AncillaryOffers {
  const offers: AncillaryOffers = { bags: [], extras: [] }
  const boughtOf = (code: AncillaryCode, passengerId: string, partIndex: number) =>
    bought.find((s) => s.code === code && s.passengerId === passengerId && s.partIndex === partIndex)?.quantity ?? 0
  itinerary.cart.parts.forEach((part, partIndex) => {
    const km = partKm[partIndex] ?? 0
    for (const p of passengers) {
      // Infants on a lap have no allowance of their own but may bring one bag.
      const infant = p.type === 'INF'
      const bags = boughtOf('BAG', p.id, partIndex)
      offers.bags.push({
        passengerId: p.id,
        partIndex,
        included: infant ? 0 : part.brand.checkedBags,
        bought: bags,
        maxExtra: Math.max(0, (infant ? 1 : maxExtraBags) - bags),
        pricePerBag: fromUsdCents(bagPriceCents(km), itinerary.currency),
      })
      if (infant) continue
      const includes: Record<ExtraCode, boolean> = {
        PRIORITY_BOARDING: part.brand.priorityBoarding,
        LOUNGE_ACCESS: part.brand.loungeAccess,
      }
      for (const code of ['PRIORITY_BOARDING', 'LOUNGE_ACCESS'] as const) {
        const included = includes[code]
        const bought = !included && boughtOf(code, p.id, partIndex) > 0
        offers.extras.push({
          code,
          passengerId: p.id,
          partIndex,
          included,
          bought,
          price: included || bought ? 0 : fromUsdCents(extraPriceCents[code], itinerary.currency),
        })
      }
    }
  })
  return offers
}

/** Price of a selection (all its bags), or undefined when it is not on offer. */
export function priceOf(offers: AncillaryOffers, s: AncillarySelectionInput): number | undefined {
  if (s.code === 'BAG') {
    const bag = offers.bags.find((b) => b.passengerId === s.passengerId && b.partIndex === s.partIndex)
    return bag && s.quantity <= bag.maxExtra ? bag.pricePerBag * s.quantity : undefined
  }
  const extra = offers.extras.find(
    (e) => e.code === s.code && e.passengerId === s.passengerId && e.partIndex === s.partIndex,
  )
  return extra && !extra.included && !extra.bought && s.quantity === 1 ? extra.price : undefined
}

/** The selections worth storing (quantity above 0); throws one error listing every invalid one. */
export function validateSelections(
  offers: AncillaryOffers,
  selections: readonly AncillarySelectionInput[],
): AncillarySelection[] {
  // Each offer (a passenger's bags or one extra, on one part) is selected once at most.
  requireAtMost('selections', selections, offers.bags.length + offers.extras.length, 'selections: one per offer')
  const problems: FieldProblem[] = []
  const seen = new Set<string>()
  selections.forEach((s, i) => {
    const id = `${s.code}|${s.passengerId}|${s.partIndex}`
    if (seen.has(id)) problems.push({ path: `selections.${i}`, code: 'DUPLICATE_SELECTION' })
    seen.add(id)
    if (!Number.isInteger(s.quantity) || s.quantity < 0)
      problems.push({ path: `selections.${i}.quantity`, code: 'INVALID_QUANTITY' })
    else if (s.quantity > 0 && priceOf(offers, s) === undefined)
      problems.push({ path: `selections.${i}`, code: 'NOT_OFFERED' })
  })
  if (problems.length > 0) {
    throw fieldsError(
      'INVALID_ANCILLARIES',
      'Some selections are not on offer (unknown code, passenger or part, too many bags, or an extra the fare already includes); see extensions.details and send the selections from the ancillaries query.',
      problems,
    )
  }
  // Past the check above every selection with a quantity is on offer, so its code is a known one.
  return selections.filter((s): s is AncillarySelection => s.quantity > 0)
}
