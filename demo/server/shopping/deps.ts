// Everything the shopping resolvers need, built once per server over its database.
import { readMeta } from '../db/meta'
import type { Db } from '../db/open'
import type { Catalog } from '../repository/catalog'
import type { FlightQueries } from '../repository/flights'
import { findScheduleOptions, type ScheduleOptionPlan } from '../schedules/find-options'
import { cachedScheduleQueries } from '../schedules/timetable-cache'
import { distanceKm } from '../seed/geo'
import { conversationStore, type ConversationStore } from './conversations'
import { inventory, type Inventory } from './inventory'
import { memo, offerCache, type OfferCache } from './offer-cache'
import type { PricedOffer } from './offers'
import { promoLookup, type PromoLookup } from './promos'

export interface ShoppingDeps {
  conversations: ConversationStore
  inventory: Inventory
  promos: PromoLookup
  distanceKm(origin: string, destination: string): number
  /** Last date with scheduled flights, YYYY-MM-DD: the booking horizon. */
  horizon: string
  /** First date with scheduled flights, YYYY-MM-DD: the timetable's flights start then. */
  firstDate: string
  /** Nonstop, through and one-stop options of a route on a date, memoised until the timetable is reseeded. */
  scheduleOptions(origin: string, destination: string, date: string): readonly ScheduleOptionPlan[]
  offers: OfferCache<PricedOffer[]>
}

/** `searchDb`: where a search stores its new conversation (openSearchConnection); by default `db`. */
export function createShopping(
  db: Db,
  flights: FlightQueries,
  catalog: Catalog,
  now: () => number,
  searchDb: Db = db,
): ShoppingDeps {
  const points = new Map(
    db
      .prepare<[], { code: string; latitude: number; longitude: number }>(
        'SELECT code, latitude, longitude FROM airports',
      )
      .all()
      .map((a) => [a.code, a]),
  )
  const distance = memo(5000, (pair) => {
    const [a, b] = pair.split('|').map((code) => points.get(code ?? ''))
    if (!a || !b) throw new Error(`No coordinates for ${pair}`)
    return distanceKm(a, b)
  })
  const distanceBetween = (origin: string, destination: string) => distance(`${origin}|${destination}`)
  const timetable = cachedScheduleQueries(flights, db)
  const optionsOf = (key: string) => {
    const [origin = '', destination = '', date = ''] = key.split('|')
    return findScheduleOptions(timetable, catalog, distanceBetween, { origin, destination, date, nonstopOnly: false })
  }
  let options = memo(5000, optionsOf)
  // A reseed (`npm run seed`, say while the server runs) writes the date it seeded for
  // with the new timetable (the seed is the same for the same date): what was memoised
  // of the old one is then forgotten. The date is read again at most once a second: read
  // on every search it was a statement per search, on the thread that answers them all.
  const seedDate = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seed_date'")
  let seededAs = seedDate.get()?.value
  let readAt = Date.now()
  const currentOptions = () => {
    if (Date.now() - readAt < 1000) return options
    readAt = Date.now()
    const seeded = seedDate.get()?.value
    if (seeded !== seededAs) {
      seededAs = seeded
      timetable.clear()
      options = memo(5000, optionsOf)
    }
    return options
  }
  return {
    conversations: conversationStore(db, now, searchDb),
    inventory: inventory(db),
    promos: promoLookup(db),
    distanceKm: distanceBetween,
    horizon: readMeta(db, 'schedule_to') ?? '',
    firstDate: readMeta(db, 'schedule_from') ?? '',
    scheduleOptions: (origin, destination, date) => currentOptions()(`${origin}|${destination}|${date}`),
    offers: offerCache(),
  }
}
