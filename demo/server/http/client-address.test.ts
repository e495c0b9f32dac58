// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

const request = (forwardedFor?: string) =>
  ({
    socket: { remoteAddress: '10.0.0.7' },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('198.51.100.9'), false)).toBe('10.0.0.7')
  })

  it('is the address the trusted proxy appended: the last X-Forwarded-For entry, not the ones the client sent', () => {
    expect(clientAddress(request('192.0.2.1, 198.51.100.9'), true)).toBe('198.51.100.9')
  })

  it('falls back to the socket address behind a proxy that sent no X-Forwarded-For', () => {
    expect(clientAddress(request(), true)).toBe('10.0.0.7')
  })
})
