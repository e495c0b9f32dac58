// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const introspectionWith = (value: string | undefined) =>
  readConfig(value === undefined ? {} : { DX_INTROSPECTION: value }, [], '/srv/dx').introspection

const limitsWith = (value: string | undefined) =>
  readConfig(value === undefined ? {} : { DX_GRAPHQL_LIMITS: value }, [], '/srv/dx').graphqlLimits

describe('DX_GRAPHQL_LIMITS', () => {
  it('leaves the limits on when unset', () => {
    expect(limitsWith(undefined)).toBe(true)
  })

  it('switches them off with "off" (to measure what they cost)', () => {
    expect(limitsWith('off')).toBe(false)
  })

  it('refuses any other value, naming the two it takes', () => {
    expect(() => limitsWith('none')).toThrow(/DX_GRAPHQL_LIMITS must be "on" or "off"/)
  })
})

describe('DX_INTROSPECTION', () => {
  it('leaves introspection on when unset (development)', () => {
    expect(introspectionWith(undefined)).toBe(true)
  })

  it('switches introspection off with "off" (production)', () => {
    expect(introspectionWith('off')).toBe(false)
  })

  it('refuses any other value, naming the two it takes', () => {
    expect(() => introspectionWith('no')).toThrow(/DX_INTROSPECTION must be "on" or "off"/)
  })
})

describe('DX_NEW_CONVERSATIONS_PER_MINUTE', () => {
  const perMinuteWith = (value: string) =>
    readConfig({ DX_NEW_CONVERSATIONS_PER_MINUTE: value }, [], '/srv/dx').newConversationsPerMinute

  it('leaves the server its default when unset', () => {
    expect(readConfig({}, [], '/srv/dx').newConversationsPerMinute).toBeUndefined()
  })

  it('reads a whole number, so tests and the bench can raise the limit', () => {
    expect(perMinuteWith('100000')).toBe(100_000)
  })

  it('refuses zero, fractions and words', () => {
    for (const value of ['0', '2.5', 'many']) expect(() => perMinuteWith(value)).toThrow(/whole number of 1 or more/)
  })
})

describe('DX_TRUST_PROXY', () => {
  const trustWith = (value: string | undefined) =>
    readConfig(value === undefined ? {} : { DX_TRUST_PROXY: value }, [], '/srv/dx').trustProxy

  it('trusts no proxy when unset', () => {
    expect(trustWith(undefined)).toBe(false)
  })

  it('trusts the proxy with "1"', () => {
    expect(trustWith('1')).toBe(true)
  })

  it('refuses any other value, naming the two it takes', () => {
    expect(() => trustWith('yes')).toThrow(/DX_TRUST_PROXY must be "1" \(behind a proxy\) or "0"/)
  })
})

describe('DX_FAILED_LOOKUPS_PER_10_MINUTES', () => {
  const failuresWith = (value: string) =>
    readConfig({ DX_FAILED_LOOKUPS_PER_10_MINUTES: value }, [], '/srv/dx').failedLookupsPer10Minutes

  it('leaves the server its default when unset', () => {
    expect(readConfig({}, [], '/srv/dx').failedLookupsPer10Minutes).toBeUndefined()
  })

  it('reads a whole number', () => expect(failuresWith('20')).toBe(20))

  it('refuses anything below 1, naming the setting', () => {
    expect(() => failuresWith('0')).toThrow(/DX_FAILED_LOOKUPS_PER_10_MINUTES must be a whole number/)
  })
})

describe('DX_ADMIN', () => {
  const adminWith = (env: NodeJS.ProcessEnv) => readConfig(env, [], '/srv/dx').admin

  it('answers admin calls by default (the demo server)', () => expect(adminWith({})).toBe(true))

  it('answers none by default when NODE_ENV is production', () => {
    expect(adminWith({ NODE_ENV: 'production' })).toBe(false)
  })

  it('answers them in production when switched on', () => {
    expect(adminWith({ NODE_ENV: 'production', DX_ADMIN: 'on' })).toBe(true)
  })

  it('switches them off with "off"', () => expect(adminWith({ DX_ADMIN: 'off' })).toBe(false))
})

describe('DX_DEMO_SIGN_IN', () => {
  const signInWith = (env: NodeJS.ProcessEnv) => readConfig(env, [], '/srv/dx').demoSignIn

  it('answers the demo sign-in by default (the demo server)', () => expect(signInWith({})).toBe(true))

  it('does not in production unless asked to: anyone could sign in as an author', () => {
    expect(signInWith({ NODE_ENV: 'production' })).toBe(false)
  })

  it('answers it in production with "on"', () => {
    expect(signInWith({ NODE_ENV: 'production', DX_DEMO_SIGN_IN: 'on' })).toBe(true)
  })
})

describe('DX_STATIC_AUTHORING', () => {
  const staticWith = (env: NodeJS.ProcessEnv) => readConfig(env, [], '/srv/dx').staticAuthoringSaves

  it('wants a token for every save by default', () => expect(staticWith({})).toBe(false))

  it('takes saves at the static address without a token with "on"', () => {
    expect(staticWith({ DX_STATIC_AUTHORING: 'on' })).toBe(true)
  })

  it('refuses any other value', () => {
    expect(() => staticWith({ DX_STATIC_AUTHORING: 'yes' })).toThrow(/DX_STATIC_AUTHORING must be "on" or "off"/)
  })
})
