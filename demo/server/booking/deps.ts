// Everything the booking resolvers keep, built once per server over its database.
import type { Db } from '../db/open'
import { checkInSequenceStore, type CheckInSequenceStore } from '../manage/check-in-sequence-store'
import { orderHistory, type OrderHistory } from '../manage/history/order-history'
import { refundStore, type RefundStore } from '../manage/refund/refund-store'
import { scheduleChangeStore, type ScheduleChangeStore } from '../manage/schedule-change-store'
import { tripAccessStore, type TripAccessStore } from '../manage/trip-access'
import { upgradeCancelStore, type UpgradeCancelStore } from '../manage/upgrade/upgrade-cancel-store'
import type { SeatMap } from '../seed/equipment'
import type { Inventory } from '../shopping/inventory'
import type { VoidHeldProducts } from '../products/lifecycle/held-products'
import { cartProductsTotal } from '../products/product-store'
import { ancillaryStore, type AncillaryStore } from './ancillary-store'
import { conversionOfferStore, type ConversionOfferStore } from './currency-conversion'
import { ledgerStore, type Ledger } from './ledger'
import { orderStore, type OrderStore } from './order-store'
import { passengerStore, type PassengerStore } from './passenger-store'
import { seatHoldStore, type SeatHoldStore } from './seat-holds'

export interface BookingDeps {
  db: Db
  passengers: PassengerStore
  seatHolds: SeatHoldStore
  ancillaries: AncillaryStore
  orders: OrderStore
  conversionOffers: ConversionOfferStore
  /** The shopping inventory (ShoppingDeps.inventory): a cancelled order gives its seats back to it. */
  inventory: Inventory
  /** The airline's changes to orders' flight times */
  scheduleChanges: ScheduleChangeStore
  checkInSequences: CheckInSequenceStore
  /** Every change of an order, with who made it and the money it moved */
  history: OrderHistory
  /** Every movement of each order's money: charges, refunds, credits and fees */
  ledger: Ledger
  /** Cancel-and-refund conversations, refunds and travel credits */
  refunds: RefundStore
  /** Cancel-upgrade conversations and their refunds */
  upgradeCancels: UpgradeCancelStore
  /** Seat maps by equipment code */
  seatMaps: ReadonlyMap<string, SeatMap>
  /** Grants that find one trip without the last name again, for a while */
  tripAccess: TripAccessStore
  /** What the partner products in a conversation's cart cost now (products/product-store.ts) */
  cartProducts: (conversationKey: string) => number
  /** Voids the partner products of an order whose hold ran out (products/lifecycle/held-products.ts) */
  voidHeldProducts: VoidHeldProducts
}

export function createBooking(
  db: Db,
  now: () => number,
  inventory: Inventory,
  voidHeldProducts: VoidHeldProducts,
): BookingDeps {
  const rows = db
    .prepare<[], { code: string; seatMap: string }>('SELECT code, seat_map AS seatMap FROM equipment')
    .all()
  return {
    db,
    passengers: passengerStore(db),
    seatHolds: seatHoldStore(db, now),
    ancillaries: ancillaryStore(db),
    orders: orderStore(db),
    conversionOffers: conversionOfferStore(db),
    inventory,
    scheduleChanges: scheduleChangeStore(db),
    checkInSequences: checkInSequenceStore(db),
    history: orderHistory(db),
    ledger: ledgerStore(db),
    refunds: refundStore(db),
    upgradeCancels: upgradeCancelStore(db),
    seatMaps: new Map(rows.map((row) => [row.code, JSON.parse(row.seatMap) as SeatMap])),
    tripAccess: tripAccessStore(),
    cartProducts: cartProductsTotal(db, now),
    voidHeldProducts,
  }
}
