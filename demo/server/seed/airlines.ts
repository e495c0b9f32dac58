// The demo carriers. Both are obviously fictional; ZZ is the storefront's own airline
// (default storefront ZZDX, architecture page), YY operates a few codeshares for it.
export interface AirlineSeed {
  code: string
  name: string
}

export const demoAirline: AirlineSeed = { code: 'ZZ', name: 'Zed Air' }
export const partnerAirline: AirlineSeed = { code: 'YY', name: 'Yonder Airways' }
export const airlines: readonly AirlineSeed[] = [demoAirline, partnerAirline]
