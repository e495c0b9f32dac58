// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nameDistance } from './name-distance'

describe('nameDistance', () => {
  it('counts a replaced letter as one', () => expect(nameDistance('Smith', 'Smyth')).toBe(1))
  it('counts inserted and deleted letters', () => expect(nameDistance('Jon', 'Johnny')).toBe(3))
  it('ignores case and surrounding spaces', () => expect(nameDistance('SMITH ', 'smith')).toBe(0))
  it('measures a whole other name by its length', () => expect(nameDistance('Ada', 'Grace')).toBe(4))
})
