/**
 * Countries whose postal addresses carry no postcode (as the UPU and Google's address data
 * list them): an address there is complete without one, so no form asks for it as required
 * and no address line shows one. ISO 3166-1 alpha-2.
 */
const NO_POSTCODE = new Set('AE AG AW BS BZ FJ HK KI MO NR QA SB TO TV VU YE ZW'.split(' '))

/** Whether addresses in `country` (ISO 3166-1 alpha-2, any case) are written with a postcode. */
export const writesPostcode = (country: string): boolean => !NO_POSTCODE.has(country.trim().toUpperCase())
