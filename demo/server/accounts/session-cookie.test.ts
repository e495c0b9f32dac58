// Which cookie a calling page gets: its site (scheme and host, the port aside) against the API's.
import { describe, expect, it } from 'vitest'
import { cookieContext, sessionIdsIn } from './session-cookie'

describe('the cookie context', () => {
  const api = 'https://api.airline.example'

  it('is same-site without an Origin, and for the API’s own host on any port', () => {
    expect(cookieContext(undefined, api)).toBe('same-site')
    expect(cookieContext('https://api.airline.example:8443', api)).toBe('same-site')
  })

  it('is cross-site for another host, another scheme, or localhost against 127.0.0.1', () => {
    expect(cookieContext('https://partner.example', api)).toBe('cross-site')
    expect(cookieContext('http://api.airline.example', api)).toBe('cross-site')
    expect(cookieContext('http://localhost:8080', 'http://127.0.0.1:8080')).toBe('cross-site')
    expect(cookieContext('null', api)).toBe('cross-site')
  })
})

describe('the session ids of a Cookie header', () => {
  it('are every value of the session cookie, partitioned or not, and nothing else', () => {
    expect(sessionIdsIn('a=1; __Host-dx-session=one; b=2;__Host-dx-session=two')).toEqual(['one', 'two'])
    expect(sessionIdsIn(undefined)).toEqual([])
  })
})
