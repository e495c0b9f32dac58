// The sequences the property-based money test generates, and how one is played over HTTP:
// a few orders booked, then groups of steps on them, each group readied step by step and
// paid at once. Playing answers the orders made (with what the invariants need to know of
// their flight changes) and a log line per step for a failure's message.
import fc from 'fast-check'
import Database from '@rocicorp/zero-sqlite3'
import type { OrderDetails } from '../booking/order-details'
import type { Call } from './http-ask'
import { type Outcome, ready, type Step, settle } from './money-steps'

// Flights of the next three days are nearly full (a class has a few seats left, and steps
// choose the fullest flights first); a week out they are not.
const date = fc.constantFrom('2026-06-02', '2026-06-03', '2026-06-04', '2026-06-08')
const brand = fc.constantFrom('light', 'classic', 'flex')
const order = fc.nat({ max: 2 })
const pick = fc.nat({ max: 2 })
const book = fc.record({ kind: fc.constant('book' as const), date, brand, pick })
const exchange = fc.record({ kind: fc.constant('exchange' as const), order, date, brand, pick })
const on = (kind: 'upgrade' | 'cancelUpgrade' | 'addBag' | 'addSeat' | 'cancel') =>
  fc.record({ kind: fc.constant(kind), order })
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: exchange, weight: 4 },
  { arbitrary: on('upgrade'), weight: 2 },
  { arbitrary: on('cancelUpgrade'), weight: 3 },
  { arbitrary: on('cancel'), weight: 2 },
  { arbitrary: on('addBag'), weight: 1 },
  { arbitrary: on('addSeat'), weight: 1 },
  { arbitrary: book, weight: 1 },
)
/** Steps sent together: one alone, two or three on one order, or a rush of bookings for one class. */
const group = fc.oneof(
  { arbitrary: step.map((s) => [s]), weight: 4 },
  {
    arbitrary: fc
      .tuple(order, fc.array(step, { minLength: 2, maxLength: 3 }))
      .map(([o, steps]) => steps.map((s) => (s.kind === 'book' ? s : { ...s, order: o }))),
    weight: 2,
  },
  { arbitrary: fc.tuple(book, fc.integer({ min: 2, max: 3 })).map(([b, n]) => Array<Step>(n).fill(b)), weight: 1 },
)

export interface Scenario {
  /** Bookings, one after another */
  orders: Step[]
  /** Groups of steps, the steps of a group sent together */
  groups: Step[][]
}

/** One or two orders booked one after another, then up to four groups of steps on them. */
export const scenario: fc.Arbitrary<Scenario> = fc.record({
  orders: fc.array(book, { minLength: 1, maxLength: 2 }),
  groups: fc.array(group, { minLength: 1, maxLength: 4 }),
})

export interface OrderPlayed {
  reference: string
  /** Fare and taxes of its one part as booked, minor units */
  bookedPart: number
  /** The fare differences its confirmed flight changes were quoted */
  fareDifferences: number[]
}

/** Reads the server's database on a read-only connection of its own, closed after. */
export function readDatabase<T>(databaseFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(databaseFile, { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** The order's status and details as the server's database holds them. */
export function storedOrder(db: Database.Database, reference: string) {
  const row = db
    .prepare<[string], { status: string; details: string }>('SELECT status, details FROM orders WHERE reference = ?')
    .get(reference)
  if (!row) throw new Error(`order ${reference} is missing`)
  return { status: row.status, details: JSON.parse(row.details) as OrderDetails }
}

/** Fare and taxes paid for the order's one part. */
function partPaid(db: Database.Database, reference: string): number {
  const part = storedOrder(db, reference).details.partsPaid?.[0]
  return (part?.fare ?? 0) + (part?.taxes ?? 0)
}

/** Plays the scenario against the server whose database file is `databaseFile`. */
export async function play(call: Call, databaseFile: string, { orders: booked, groups }: Scenario) {
  const orders: OrderPlayed[] = []
  const log: string[] = []
  for (const [n, steps] of [...booked.map((b) => [b]), ...groups].entries()) {
    const readied = []
    for (const s of steps) {
      const target = s.kind === 'book' ? '' : orders[s.order % Math.max(1, orders.length)]?.reference
      readied.push(
        target === undefined ? async (): Promise<Outcome> => ({ refused: 'NO_ORDER' }) : await ready(call, s, target),
      )
    }
    const outcomes = await Promise.all(readied.map(settle))
    readDatabase(databaseFile, (db) =>
      outcomes.forEach((outcome, i) => {
        const s = steps[i]
        log.push(`${n + 1}${steps.length > 1 ? ' (together)' : ''}: ${JSON.stringify(s)} -> ${JSON.stringify(outcome)}`)
        if (!s || !('done' in outcome)) return
        const { reference, fareDifference } = outcome.done
        if (s.kind === 'book') orders.push({ reference, bookedPart: partPaid(db, reference), fareDifferences: [] })
        if (fareDifference !== undefined)
          orders.find((o) => o.reference === reference)?.fareDifferences.push(fareDifference)
      }),
    )
  }
  return { orders, log }
}
