// A segment's seat map in its booked cabin (seat selection), from the
// equipment's seat map (demo/server/seed/equipment.ts): each seat's characteristics
// and price. Availability comes from the caller (holds, sold seats, the booking curve).
import type { Brand } from '../shopping/brands'
import { fromUsdCents } from '../shopping/currencies'
import type { Cabin, Facility, SeatMap } from '../seed/equipment'

type SeatCharacteristic = 'WINDOW' | 'AISLE' | 'MIDDLE' | 'EXTRA_LEGROOM' | 'EXIT_ROW' | 'BASSINET' | 'REDUCED_RECLINE'

export interface SeatSpec {
  number: string
  row: number
  column: string
  characteristics: SeatCharacteristic[]
  /** Minor units of the currency; 0 when the brand includes seat choice */
  price: number
}

export interface CabinLayout {
  cabin: Cabin
  rows: Array<{ number: number; exit: boolean; wing: boolean; seats: SeatSpec[] }>
  facilities: Facility[]
}

/** The cabin a brand sits in; a map without it (none in the seed) falls back to its last cabin. */
function cabinOf(seatMap: SeatMap, brand: Brand): Cabin {
  const cabin = seatMap.cabins.find((c) => c.code === brand.bookingCabin) ?? seatMap.cabins.at(-1)
  if (!cabin) throw new Error('A seat map without cabins')
  return cabin
}

function characteristicsOf(seatMap: SeatMap, cabin: Cabin, row: number, column: string): SeatCharacteristic[] {
  const list: SeatCharacteristic[] = []
  const i = cabin.columns.indexOf(column)
  const window = i === 0 || i === cabin.columns.length - 1
  const aisle = cabin.aisleAfter.includes(column) || cabin.aisleAfter.includes(cabin.columns[i - 1] ?? '')
  list.push(window ? 'WINDOW' : aisle ? 'AISLE' : 'MIDDLE')
  if (window && aisle) list.push('AISLE')
  const exit = seatMap.exitRows.includes(row)
  if (exit) list.push('EXIT_ROW')
  if (exit || row === cabin.firstRow) list.push('EXTRA_LEGROOM')
  // Bassinets hang on the bulkhead at the front of the cabin, over the middle block.
  if (row === cabin.firstRow && !window && !exit) list.push('BASSINET')
  // Seats in front of an exit row, and the last row against the wall, recline less.
  if (seatMap.exitRows.includes(row + 1) || row === cabin.lastRow) list.push('REDUCED_RECLINE')
  return list
}

/** US cents: economy seats by legroom and position; premium cabins have no seat fee. */
function seatPriceCents(cabin: Cabin, row: number, characteristics: readonly SeatCharacteristic[]): number {
  if (cabin.code !== 'Y') return 2500
  if (characteristics.includes('EXTRA_LEGROOM')) return 4500
  const front = row - cabin.firstRow < 5 ? 500 : 0
  return (characteristics.includes('MIDDLE') ? 1200 : 1800) + front
}

export function cabinLayout(seatMap: SeatMap, brand: Brand, currency: string): CabinLayout {
  const cabin = cabinOf(seatMap, brand)
  const rows: CabinLayout['rows'] = []
  for (let row = cabin.firstRow; row <= cabin.lastRow; row++) {
    if (seatMap.skippedRows.includes(row)) continue
    rows.push({
      number: row,
      exit: seatMap.exitRows.includes(row),
      wing: row >= seatMap.wingRows.from && row <= seatMap.wingRows.to,
      seats: cabin.columns.map((column) => {
        const characteristics = characteristicsOf(seatMap, cabin, row, column)
        const price =
          brand.seatChoice === 'FREE' ? 0 : fromUsdCents(seatPriceCents(cabin, row, characteristics), currency)
        return { number: `${row}${column}`, row, column, characteristics, price }
      }),
    })
  }
  const isLastCabin = seatMap.cabins.at(-1) === cabin
  const facilities = seatMap.facilities.filter((f) =>
    f.beforeRow === undefined ? isLastCabin : f.beforeRow >= cabin.firstRow && f.beforeRow <= cabin.lastRow,
  )
  return { cabin, rows, facilities }
}
