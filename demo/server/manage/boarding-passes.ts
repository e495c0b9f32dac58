// Boarding passes of a paid trip inside its check-in window: one per passenger on a seat
// per segment still to fly; an infant travels on its adult's pass (infantName). Boarding
// starts 40 minutes before departure, the gate and terminal are the flight's live status,
// the boarding group follows the fare (business 1, flex 2, classic 3, light 4), and the
// check-in sequence number is kept per passenger and flight, so a pass printed again is
// the same pass.
import type { OrderSegmentRecord } from '../booking/order-details'
import type { PassengerData } from '../booking/passengers'
import type { ApiDeps } from '../graphql/context'
import type { BoardingPassEntry } from '../graphql/generated/resolvers'
import { deriveLegStatus } from '../flight-status/derive-status'
import type { Airport } from '../repository/catalog'
import { brandById } from '../shopping/brands'
import { localToUtc, utcToLocal } from '../time/zoned'
import { bcbpText } from './bcbp'
import { serverTexts } from '../locale-texts/server-texts'
import type { TripState } from './trip-state'
import { segmentCabin } from './upgrade/segment-cabin'

const boardingBeforeMs = 40 * 60_000
const boardingGroups: Readonly<Record<string, string>> = { business: '1', flex: '2', classic: '3', light: '4' }
/** Served by the demo from demo/pages/assets/. */
const logoPath = '/assets/logo.svg'

/** A name as a boarding pass prints it: capitals A to Z and spaces, accents dropped. */
const printable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/-/g, ' ')
    .replace(/[^A-Z ]/g, '')
    .trim()

const printedName = (p: Pick<PassengerData, 'familyName' | 'givenName'>): string =>
  `${printable(p.familyName)}/${printable(p.givenName)}`

export function boardingPassesOf(deps: ApiDeps, trip: TripState, locale?: string | null): BoardingPassEntry[] {
  const { catalog, flights, booking } = deps
  const nowMs = deps.now()
  const { order, details } = trip
  const airport = (code: string): Airport => {
    const found = catalog.airports.get(code)
    if (!found) throw new Error(`An order segment uses unknown airport ${code}`)
    return found
  }
  const seatOf = (passengerId: string, segment: OrderSegmentRecord) =>
    details.items.find((i) => i.kind === 'SEAT' && i.passengerId === passengerId && i.index === segment.index)
      ?.detail ?? null
  const seated = details.passengers.filter((p) => p.type !== 'INF')
  // The template's labels in the requested locale (English for one the server has none in).
  const translations = Object.entries(serverTexts(locale).boardingPass).map(([key, value]) => ({ key, value }))
  return trip.toFly.flatMap((segment) => {
    const origin = airport(segment.origin)
    const destination = airport(segment.destination)
    const leg = flights.legById(segment.legId)
    const live = leg ? deriveLegStatus(leg, origin, destination, nowMs).departureInfo : undefined
    const brand = brandById.get(segment.brand)
    const compartment = brand?.bookingCabin ?? 'Y'
    const boardingTime = utcToLocal(localToUtc(segment.departure, origin.timeZone) - boardingBeforeMs, origin.timeZone)
    const images = [
      { role: 'logo', url: logoPath, alt: catalog.airlineNames.get(segment.airlineCode) ?? segment.airlineCode },
    ]
    return seated.map((passenger): BoardingPassEntry => {
      const infant = details.passengers.find((p) => p.type === 'INF' && p.infantOf === passenger.id)
      const seat = seatOf(passenger.id, segment)
      const sequence = booking.checkInSequences.sequenceOf(segment.legId, order.reference, passenger.id)
      const passengerName = printedName(passenger)
      return {
        type: 'BOARDING_PASS',
        data: {
          model: {
            reference: order.reference,
            passengerId: passenger.id,
            passengerName,
            infantName: infant ? printedName(infant) : null,
            segmentIndex: segment.index,
            airlineCode: segment.airlineCode,
            flightNumber: segment.flightNumber,
            origin,
            destination,
            departure: segment.departure,
            boardingTime,
            gate: live?.gate ?? null,
            terminal: live?.terminal ?? null,
            seat,
            cabin: segmentCabin(segment),
            boardingGroup: boardingGroups[segment.brand] ?? '4',
            sequence,
            barcode: bcbpText({
              passengerName,
              reference: order.reference,
              origin: segment.origin,
              destination: segment.destination,
              carrier: segment.airlineCode,
              flightNumber: segment.flightNumber,
              date: segment.departure.slice(0, 10),
              compartment,
              seat,
              sequence,
            }),
          },
          images,
          translations,
        },
      }
    })
  })
}
