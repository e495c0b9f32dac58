import { describe, expect, it } from 'vitest'
import { parseHash } from '../../../../core/router/route'
import { tripChangeOf } from './change-route'

const changeOf = (query: string) => tripChangeOf(parseHash(`#/b2c/payment?${query}`, ['b2c']))

describe('the change a page address names', () => {
  it('a change of flights carries the part it changes', () => {
    expect(changeOf('change=flights&pnr=K7QM2P&part=1')).toEqual({ kind: 'flights', reference: 'K7QM2P', part: 1 })
  })

  it('a change of flights without its part names no change, never the outbound by default', () => {
    expect(changeOf('change=flights&pnr=K7QM2P')).toBeUndefined()
    expect(changeOf('change=flights&pnr=K7QM2P&part=')).toBeUndefined()
    expect(changeOf('change=flights&pnr=K7QM2P&part=-1')).toBeUndefined()
  })

  it('seats, extras and upgrades name no part', () => {
    expect(changeOf('change=upgrade&pnr=K7QM2P&part=1')).toEqual({ kind: 'upgrade', reference: 'K7QM2P' })
  })
})
