/**
 * A flight number as travellers type it: "123", "ZZ123", "zz 0123". Gives the
 * digits without leading zeros and the airline prefix when one was typed, or
 * undefined when it is not a flight number (1 to 4 digits after an optional
 * two-character airline code).
 */
export function parseFlightNumber(input: string): { airline?: string; number: string } | undefined {
  const match = /^\s*(?:([A-Za-z0-9]{2})\s*(?=\d))?0*(\d{1,4})\s*$/.exec(input)
  if (!match?.[2]) return undefined
  const airline = match[1] && /[A-Za-z]/.test(match[1]) ? match[1].toUpperCase() : undefined
  return airline ? { airline, number: match[2] } : { number: match[2] }
}

export function isAirportCode(value: string): boolean {
  return /^[A-Za-z]{3}$/.test(value.trim())
}
