// Apart from part-heading.tsx, which the storefront's home loads too: only the results
// pages read a search answer.

interface Place {
  code: string
  city: string
}

/** A search answer's cities, in the page's language, when it answers this part (its route); else undefined. */
export function citiesOf(
  answer: { origin: Place; destination: Place } | undefined,
  part: { origin: string; destination: string } | undefined,
): { origin: string; destination: string } | undefined {
  return answer && answer.origin.code === part?.origin && answer.destination.code === part.destination
    ? { origin: answer.origin.city, destination: answer.destination.city }
    : undefined
}
