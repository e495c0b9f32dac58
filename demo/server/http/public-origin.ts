// The origin browsers reach the server at (DX_PUBLIC_ORIGIN): configured, because the
// Host header is the client's to choose and would let it pick where a page sends the
// traveller.

/** `value` as an origin (scheme, host and port, no path); throws a RangeError that says what to send otherwise. */
export function parsePublicOrigin(value: string): string {
  const refuse = () =>
    new RangeError('DX_PUBLIC_ORIGIN must be an http(s) origin with no path, such as https://shop.example')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw refuse()
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse()
  if (value.replace(/\/$/, '') !== url.origin) throw refuse()
  return url.origin
}
