/**
 * A flight number as travellers type it: "123", "ZZ123", "zz 0123". Gives the
 * digits without leading zeros and the airline prefix when one was typed, or
 * undefined when it is not a flight number (1 to 4 digits after an optional
 * two-character airline code).
 */
export function parseFlightNumber(input: string): { airline?: string; number: string } | undefined {
  // An airline code has at least one letter (ZZ, U2, 9W), so "9999" stays a number.
  const match = /^\s*(?:([A-Za-z][A-Za-z0-9]|[0-9][A-Za-z])\s*)?0*(\d{1,4})\s*$/.exec(input)
  if (!match?.[2]) return undefined
  return match[1] ? { airline: match[1].toUpperCase(), number: match[2] } : { number: match[2] }
}

export function isAirportCode(value: string): boolean {
  return /^[A-Za-z]{3}$/.test(value.trim())
}
