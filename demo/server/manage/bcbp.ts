// The IATA bar-coded boarding pass (BCBP, Resolution 792) text of one passenger on one
// flight: format M, one leg, its mandatory items only, 60 characters, drawn as PDF417.

export interface BcbpLeg {
  /** As printed: FAMILY/GIVEN */
  passengerName: string
  reference: string
  origin: string
  destination: string
  carrier: string
  flightNumber: string
  /** Local departure date, YYYY-MM-DD */
  date: string
  /** Compartment code: J business, Y economy */
  compartment: string
  seat: string | null
  sequence: number
}

/** Day of the year, 1 to 366, of a YYYY-MM-DD date. */
export function julianDay(date: string): number {
  const at = Date.parse(`${date}T00:00:00Z`)
  return Math.round((at - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1
}

const field = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ')

/** Flight number: four digits with leading zeros, then the operational suffix or a space. */
function flightField(flightNumber: string): string {
  const [, digits = '', suffix = ''] = /^(\d{1,4})([A-Z]?)$/.exec(flightNumber) ?? []
  return `${digits.padStart(4, '0')}${suffix || ' '}`
}

/** Seat: row of three digits and the letter (012A); blank when none is assigned. */
function seatField(seat: string | null): string {
  const [, row = '', letter = ''] = /^(\d{1,3})([A-Z])$/.exec(seat ?? '') ?? []
  return row ? `${row.padStart(3, '0')}${letter}` : '    '
}

export function bcbpText(leg: BcbpLeg): string {
  return [
    'M1', // format M, one leg
    field(leg.passengerName, 20),
    'E', // electronic ticket
    field(leg.reference, 7),
    leg.origin,
    leg.destination,
    field(leg.carrier, 3),
    flightField(leg.flightNumber),
    String(julianDay(leg.date)).padStart(3, '0'),
    leg.compartment,
    seatField(leg.seat),
    `${String(leg.sequence).padStart(4, '0')} `,
    '1', // passenger status: checked in
    '00', // no conditional items follow
  ].join('')
}
