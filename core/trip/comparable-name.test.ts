import { describe, expect, it } from 'vitest'
import { comparableName, namesMatch } from './comparable-name'

describe('names compared as an airline compares them', () => {
  it('matches a booked accent typed without it, in any case', () => {
    expect(namesMatch('zoe', 'Zoë')).toBe(true)
    expect(namesMatch('ZOE', 'Zoë')).toBe(true)
    expect(namesMatch('Zoë', 'Zoe')).toBe(true)
  })

  it('matches a name typed with an accent written apart (decomposed) or composed', () => {
    expect(namesMatch('Zoe\u0308', 'Zoë')).toBe(true)
  })

  it('ignores spaces, hyphens and apostrophes, as a ticket holds letters only', () => {
    expect(namesMatch('obrien smith', "O'Brien-Smith")).toBe(true)
    expect(namesMatch('VANDERBERG', 'van der Berg')).toBe(true)
  })

  it('takes a German umlaut written with its e, or without', () => {
    expect(namesMatch('Mueller', 'Müller')).toBe(true)
    expect(namesMatch('Muller', 'Müller')).toBe(true)
    expect(namesMatch('Müller', 'Mueller')).toBe(true)
  })

  it('writes letters with no accent to drop as a ticket does', () => {
    expect(comparableName('Weiß')).toBe('weiss')
    expect(comparableName('Sørensen')).toBe('sorensen')
    expect(namesMatch('Lukasz', 'Łukasz')).toBe(true)
  })

  it('still tells different names apart, and matches nothing to an empty name', () => {
    expect(namesMatch('Zoa', 'Zoë')).toBe(false)
    expect(namesMatch('Lovelace', 'Zoë')).toBe(false)
    expect(namesMatch(' - ', '')).toBe(false)
  })
})
