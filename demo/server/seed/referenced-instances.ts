// Dated flights (flight_instances ids) that stored bookings name: a seat held or sold on
// one, seats sold per brand, an order's segments and a conversation's cart (its chosen
// offerRefs are saved with it and name the same legs). The reseed keeps these rows even
// after they leave the timetable, so every order and hold still finds its flight.
import type { Db } from '../db/open'

export function referencedInstanceIds(db: Db): Set<number> {
  const ids = db
    .prepare<[], number>(
      `SELECT flight_instance_id FROM seat_holds
       UNION SELECT flight_instance_id FROM seat_inventory
       UNION SELECT json_extract(segment.value, '$.legId') FROM orders, json_each(orders.details, '$.segments') AS segment
       UNION SELECT leg.value FROM conversations, json_each(conversations.cart, '$.parts') AS part,
         json_each(part.value, '$.legIds') AS leg`,
    )
    .pluck()
    .all()
  return new Set(ids)
}
