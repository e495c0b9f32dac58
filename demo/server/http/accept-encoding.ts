// Which copy of a file to send, from the request's Accept-Encoding.

/** A content coding the server may send: a precompressed copy, or the file as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity'

/** The server's own order when the browser likes several codings equally: smallest first. */
const preference: readonly ContentCoding[] = ['br', 'gzip', 'identity']

const qValue = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i

/** Each listed coding's q-value (lower-cased, `x-gzip` read as `gzip`); an entry with a malformed q-value is left out. */
function weights(header: string): Map<string, number> {
  const listed = new Map<string, number>()
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim())
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase()
    const q = params.find((param) => /^q=/i.test(param))
    if (coding === '' || listed.has(coding)) continue
    if (q === undefined) listed.set(coding, 1)
    else if (qValue.test(q)) listed.set(coding, Number(q.slice(2)))
  }
  return listed
}

/** Each coding's q-value in the header: a coding not listed takes the q-value of `*`, else 0. */
function qValueIn(header: string): (coding: ContentCoding) => number {
  const listed = weights(header)
  const star = listed.get('*') ?? 0
  return (coding) => listed.get(coding) ?? star
}

/**
 * The precompressed codings the header accepts (a q-value above 0), the server's
 * preferred first: the only copies worth looking for. None without the header.
 */
export function acceptedCopies(header: string | undefined): ContentCoding[] {
  if (header === undefined) return []
  const q = qValueIn(header)
  return preference.filter((coding) => coding !== 'identity' && q(coding) > 0)
}

/**
 * The coding to send among the copies `available` and the file itself: the highest
 * q-value wins, ties go to the smaller copy. A coding not listed takes the q-value of
 * `*`, else 0. The file as it is is the fallback: with no header, when no copy on offer
 * is accepted, and even when the header refuses it too (`identity;q=0`), since every
 * client can read it and a 406 would only break the page.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (header === undefined) return 'identity'
  const q = qValueIn(header)
  let best: ContentCoding = 'identity'
  let bestQ = 0
  for (const coding of preference) {
    if (coding !== 'identity' && !available.includes(coding)) continue
    if (q(coding) > bestQ) {
      best = coding
      bestQ = q(coding)
    }
  }
  return best
}
