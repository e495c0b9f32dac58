// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brandById, type Brand } from '../shopping/brands'
import { tripActionCodes, tripActions, type TripFacts } from './trip-actions'

const brand = (id: string): Brand => {
  const found = brandById.get(id)
  if (!found) throw new Error(id)
  return found
}
const nowMs = Date.parse('2026-06-01T12:00:00Z')
const notOpenYet = { opensAtMs: nowMs + 1000, closesAtMs: nowMs + 2000, open: false }
const facts = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  status: 'CONFIRMED',
  brandsToFly: [brand('classic')],
  pendingScheduleChanges: 0,
  upgradable: 1,
  upgraded: 0,
  checkIn: notOpenYet,
  nowMs,
  agencyManaged: false,
  ...overrides,
})
const reasons = (f: TripFacts) => Object.fromEntries(tripActions(f).map((a) => [a.code, a.reason]))

describe('tripActions', () => {
  it('answers one action per code, in the schema’s order', () => {
    expect(tripActions(facts()).map((a) => a.code)).toEqual(tripActionCodes)
  })

  it('lets a paid classic trip change seats, bags, extras, passengers, flights, cancel and upgrade', () => {
    expect(reasons(facts())).toEqual({
      SEATS: null,
      BAGS: null,
      EXTRAS: null,
      EDIT_PASSENGERS: null,
      PAY_HELD: 'ORDER_PAID',
      CONFIRM_SCHEDULE_CHANGE: 'NOTHING_TO_CONFIRM',
      BOARDING_PASS: 'CHECKIN_NOT_OPEN',
      CHANGE_FLIGHTS: null,
      CANCEL: null,
      UPGRADE: null,
      CANCEL_UPGRADE: 'NOT_UPGRADED',
    })
  })

  it('refuses changing flights of a light fare by its fare rules, seats still sold', () => {
    const light = reasons(facts({ brandsToFly: [brand('light')] }))
    expect([light.SEATS, light.CHANGE_FLIGHTS]).toEqual([null, 'FARE_RULES'])
  })

  it('lets a light fare be cancelled: its taxes come back', () => {
    expect(reasons(facts({ brandsToFly: [brand('light')] })).CANCEL).toBeNull()
  })

  it('lets a held trip only be paid and its passengers edited', () => {
    const held = tripActions(facts({ status: 'HELD' }))
    expect(held.filter((a) => a.allowed).map((a) => a.code)).toEqual(['EDIT_PASSENGERS', 'PAY_HELD'])
    expect(new Set(held.filter((a) => !a.allowed).map((a) => a.reason))).toEqual(new Set(['ORDER_HELD']))
  })

  it('allows nothing on a cancelled trip', () => {
    expect(tripActions(facts({ status: 'CANCELLED' })).every((a) => a.reason === 'ORDER_CANCELLED')).toBe(true)
  })

  it('allows nothing once every flight has left', () => {
    expect(tripActions(facts({ brandsToFly: [] })).every((a) => a.reason === 'FLOWN')).toBe(true)
  })

  it('asks to accept a pending schedule change before seats, bags, extras, passes and new flights', () => {
    const pending = reasons(facts({ pendingScheduleChanges: 1 }))
    expect(pending).toMatchObject({
      SEATS: 'SCHEDULE_CHANGE_PENDING',
      BAGS: 'SCHEDULE_CHANGE_PENDING',
      EXTRAS: 'SCHEDULE_CHANGE_PENDING',
      BOARDING_PASS: 'SCHEDULE_CHANGE_PENDING',
      CHANGE_FLIGHTS: 'SCHEDULE_CHANGE_PENDING',
      CONFIRM_SCHEDULE_CHANGE: null,
      EDIT_PASSENGERS: null,
    })
  })

  it('gives boarding passes inside the check-in window only', () => {
    const open = { opensAtMs: nowMs - 1000, closesAtMs: nowMs + 1000, open: true }
    const closed = { opensAtMs: nowMs - 2000, closesAtMs: nowMs - 1000, open: false }
    expect(reasons(facts({ checkIn: open })).BOARDING_PASS).toBeNull()
    expect(reasons(facts({ checkIn: closed })).BOARDING_PASS).toBe('CHECKIN_CLOSED')
  })

  it('offers no upgrade once every flight still to fly is in Business', () => {
    expect(reasons(facts({ upgradable: 0 })).UPGRADE).toBe('NOTHING_TO_UPGRADE')
  })

  it('sells no upgrade once check-in has closed', () => {
    const closed = { opensAtMs: nowMs - 2000, closesAtMs: nowMs - 1000, open: false }
    expect(reasons(facts({ checkIn: closed })).UPGRADE).toBe('CHECKIN_CLOSED')
  })

  it('while an upgrade stands, lets it be cancelled and asks for that before a change of flights or a cancel', () => {
    const upgraded = reasons(facts({ upgraded: 1 }))
    expect([upgraded.CANCEL_UPGRADE, upgraded.CHANGE_FLIGHTS, upgraded.CANCEL]).toEqual([null, 'UPGRADED', 'UPGRADED'])
  })

  it('refuses everything but boarding passes, paying a hold and accepting new times on an agency’s order asked for by anyone but its agents', () => {
    // Check-in open: the traveller keeps it on an agency's order.
    const open = { opensAtMs: nowMs - 1000, closesAtMs: nowMs + 1000, open: true }
    expect(reasons(facts({ agencyManaged: true, checkIn: open }))).toEqual({
      SEATS: 'AGENCY_MANAGED',
      BAGS: 'AGENCY_MANAGED',
      EXTRAS: 'AGENCY_MANAGED',
      EDIT_PASSENGERS: 'AGENCY_MANAGED',
      PAY_HELD: 'ORDER_PAID',
      CONFIRM_SCHEDULE_CHANGE: 'NOTHING_TO_CONFIRM',
      BOARDING_PASS: null,
      CHANGE_FLIGHTS: 'AGENCY_MANAGED',
      CANCEL: 'AGENCY_MANAGED',
      UPGRADE: 'AGENCY_MANAGED',
      CANCEL_UPGRADE: 'NOT_UPGRADED',
    })
  })

  it('gives a refusal for the order’s state before AGENCY_MANAGED', () => {
    const cancelled = tripActions(facts({ agencyManaged: true, status: 'CANCELLED' }))
    expect(cancelled.every((a) => a.reason === 'ORDER_CANCELLED')).toBe(true)
    const pending = reasons(facts({ agencyManaged: true, pendingScheduleChanges: 1 }))
    expect([pending.SEATS, pending.CHANGE_FLIGHTS, pending.EDIT_PASSENGERS, pending.CONFIRM_SCHEDULE_CHANGE]).toEqual([
      'SCHEDULE_CHANGE_PENDING',
      'SCHEDULE_CHANGE_PENDING',
      'AGENCY_MANAGED',
      null,
    ])
  })
})
