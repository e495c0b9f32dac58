import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { termsUrlOf } from './protection/offers'
import { termsPage } from './terms-pages'
import { carTermsVersion } from './cars/root-fields'
import { hotelTerms } from './hotels/root-fields'

function answer(path: string, method = 'GET') {
  const sent = { status: 0, body: '' }
  const res = {
    writeHead(status: number) {
      sent.status = status
      return this
    },
    end(body?: string) {
      sent.body = body ?? ''
    },
  } as unknown as ServerResponse
  termsPage({ method } as IncomingMessage, res, path)
  return sent
}

describe('the partner products\u2019 terms pages', () => {
  it('serves the page each quote’s terms url names, with its version', () => {
    for (const kind of ['INSURANCE', 'REFUND_PROTECTION', 'CFAR'] as const) {
      const page = answer(termsUrlOf(kind))
      expect(page.status).toBe(200)
      expect(page.body).toContain('Version 2026-05')
    }
    expect(answer(termsUrlOf('CFAR')).body).toContain('80% or 50%')
  })

  it('serves the car rental and hotel terms their quotes name, with their versions', () => {
    const car = answer('/dx/demo/terms/car-rental.html')
    expect(car.status).toBe(200)
    expect(car.body).toContain(`Version ${carTermsVersion}`)
    const hotel = answer(hotelTerms.url)
    expect(hotel.status).toBe(200)
    expect(hotel.body).toContain(`Version ${hotelTerms.version}`)
  })

  it('answers 404 for any other page', () => {
    expect(answer('/dx/demo/terms/../../secret').status).toBe(404)
    expect(answer('/dx/demo/terms/car.html').status).toBe(404)
  })
})
