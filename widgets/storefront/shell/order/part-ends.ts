interface Flown {
  partIndex: number
  origin: { code: string }
  destination: { code: string }
}

/** Where a part of a trip starts and ends: its first flight's origin, its last flight's destination. */
export function partEnds(
  segments: readonly Flown[],
  partIndex: number,
): { origin: string; destination: string } | undefined {
  const flights = segments.filter((segment) => segment.partIndex === partIndex)
  const [first, last] = [flights[0], flights.at(-1)]
  return first && last ? { origin: first.origin.code, destination: last.destination.code } : undefined
}
