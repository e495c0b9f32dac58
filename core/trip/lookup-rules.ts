/** A booking reference: six letters or digits. */
const PNR = /^[A-Za-z0-9]{6}$/

/** An order id: 7 to 40 letters, digits or hyphens, starting with a letter or digit. */
const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9-]{6,39}$/

/** A last name: letters of any script (with their accents), spaces, hyphens and apostrophes, at most 60. */
const LAST_NAME = /^\p{L}[\p{L}\p{M} '’-]{0,59}$/u

/** Whether the traveller typed an identifier a trip can have: a booking reference or an order id. */
export function isTripIdentifier(value: string): boolean {
  const trimmed = value.trim()
  return PNR.test(trimmed) || ORDER_ID.test(trimmed)
}

/** Whether the traveller typed something a passenger's last name can be. */
export function isLastName(value: string): boolean {
  return LAST_NAME.test(value.trim())
}
