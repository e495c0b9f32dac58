// Distances and block times for the seeded network.

export interface Point {
  latitude: number
  longitude: number
}

const earthRadiusKm = 6371
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h))
}

/** True when the shorter way from a to b heads east. */
export function isEastbound(a: Point, b: Point): boolean {
  const delta = ((((b.longitude - a.longitude) % 360) + 540) % 360) - 180
  return delta > 0
}

/**
 * Gate-to-gate minutes, rounded to 5: ~45 min of taxi, climb and approach plus cruise at
 * ~800 km/h, with prevailing westerlies (+6% westbound, -4% eastbound) on long sectors.
 */
export function blockMinutes(a: Point, b: Point): number {
  const km = distanceKm(a, b)
  const cruise = (km / 800) * 60
  const wind = km > 2500 ? (isEastbound(a, b) ? 0.96 : 1.06) : 1
  return Math.round((45 + cruise * wind) / 5) * 5
}
