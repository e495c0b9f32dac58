// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { originPolicy } from './cors'

describe('which origins may call the API', () => {
  it('allows any localhost or 127.0.0.1 port by default', () => {
    const allowed = originPolicy()
    expect(allowed('http://localhost:5173')).toBe(true)
    expect(allowed('http://127.0.0.1:8081')).toBe(true)
  })

  it('refuses other hosts and look-alikes by default', () => {
    const allowed = originPolicy()
    expect(allowed('https://partner.example')).toBe(false)
    expect(allowed('http://localhost.evil.example')).toBe(false)
    expect(allowed('null')).toBe(false)
  })

  it('allows exactly the configured list when one is given', () => {
    const allowed = originPolicy(['https://partner.example', ' http://localhost:9000/ '])
    expect(allowed('https://partner.example')).toBe(true)
    expect(allowed('http://localhost:9000')).toBe(true)
    expect(allowed('http://localhost:5173')).toBe(false)
  })
})
