/**
 * Airline and storefront codes from the page path: the first two
 * path segments after the first two segments of the base path, upper-cased, e.g.
 * `/booking/ssw/zz/zzdx/` gives airline ZZ and storefront ZZDX. Paths that do not
 * look like codes (2 and 4 letters or digits) give nothing, so an ordinary partner
 * page such as `/blog/2026/news/today` keeps the default storefront.
 */
export function codesFromPath(pathname: string): { airline: string; storefront: string } | undefined {
  const segments = pathname.split('/').filter(Boolean)
  const airline = segments[2]?.toUpperCase()
  const storefront = segments[3]?.toUpperCase()
  if (!airline || !storefront) return undefined
  if (!/^[A-Z0-9]{2}$/.test(airline) || !/^[A-Z0-9]{4}$/.test(storefront)) return undefined
  return { airline, storefront }
}
