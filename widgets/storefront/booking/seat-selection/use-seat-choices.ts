import { useMemo, useRef, useState } from 'react'
import { isDxError } from '../../../../core/http/errors'
import { errorText } from '../../../ui/error-text'
import type { Translate } from '../../../ui/use-translate'
import { holdSeat, releaseSeat, type Seat, type SeatMapAnswer } from './api'
import { isFree } from './seat-grid'
import { seatPrice, type SeatTexts } from './seat-label'
import { mayTakeSeat, needsSeat, shortName, type SeatPassenger } from './seat-passengers'

/** What went wrong with the last choice; `passengers`: their names are not saved yet. */
export type SeatProblem = { kind: 'text'; text: string } | { kind: 'passengers' } | { kind: 'payment' }

/** A hold or release under way: the seat it is about. */
interface Pending {
  seat: string
  action: 'hold' | 'release'
}

/** What a flight's panel says: the last outcome (status) or what went wrong (problem). */
interface Messages {
  status: string
  problem?: SeatProblem
}

interface Options {
  /** The map of the flight shown, with the passengers' saved names. */
  answer: SeatMapAnswer | undefined
  segmentIndex: number
  passengers: SeatPassenger[]
  /** False when the passengers page has not saved the names: the API holds no seat then. */
  saved: boolean
  texts: SeatTexts
  t: Translate
  locale: string
  /** Reads the map of the flight shown again. */
  reloadMap(): void
  reloadCart(): void
  onError(error: unknown): void
}

/**
 * Choosing seats on one flight at a time: whose seat is chosen (`current`, moving on to
 * the next passenger without one after each choice), the seat each passenger holds (the
 * map's answer with this page's holds and releases on top), and the calls that change
 * them. Rules the API would refuse are checked first, so the traveller hears why at once.
 *
 * Each call belongs to the flight it was made on: one at a time per flight (a ref, so two
 * key presses before a re-render send one call), its answer recorded for that flight and
 * its messages shown on that flight's panel only, even when the traveller has moved on
 * to another flight meanwhile.
 */
export function useSeatChoices({
  answer,
  segmentIndex,
  passengers,
  saved,
  texts,
  t,
  locale,
  reloadMap,
  reloadCart,
  onError,
}: Options) {
  // Per flight (segment index): passenger id -> seat held, or null once given back. The
  // server holds exactly what this page's last answered call per passenger says, so these
  // stay on top of any later read of the map.
  const [changes, setChanges] = useState<Record<number, Record<string, string | null>>>({})
  const [pendingOn, setPendingOn] = useState<Record<number, Pending>>({})
  const [messagesOn, setMessagesOn] = useState<Record<number, Messages>>({})
  // Per flight: the passenger the traveller (or the last choice) put in hand there.
  const [chosenOn, setChosenOn] = useState<Record<number, string>>({})
  const busy = useRef(new Set<number>())
  const shown = useRef(segmentIndex)
  shown.current = segmentIndex
  const seated = passengers.filter(needsSeat)

  /** Passenger id -> seat number on this flight. */
  const seatOf = useMemo(() => {
    const held: Record<string, string> = {}
    if (!answer) return held
    for (const row of answer.seatMap.rows)
      for (const seat of row.seats) if (seat.heldBy) held[seat.heldBy] = seat.number
    for (const [id, seat] of Object.entries(changes[answer.seatMap.segmentIndex] ?? {})) {
      if (seat) held[id] = seat
      else delete held[id]
    }
    return held
  }, [answer, changes])

  // Until one is chosen on this flight: the first passenger without a seat on it (the
  // return flight starts with whoever has none there, not with the outbound's last).
  const current = seated.find((p) => p.id === chosenOn[segmentIndex]) ?? seated.find((p) => !seatOf[p.id]) ?? seated[0]
  const choosePassenger = (segment: number, id: string) => setChosenOn((before) => ({ ...before, [segment]: id }))
  const setCurrentId = (id: string) => choosePassenger(segmentIndex, id)

  const nameOf = (id: string) => {
    const passenger = passengers.find((p) => p.id === id)
    return passenger ? shortName(passenger, t) : id
  }
  const record = (segment: number, passengerId: string, seat: string | null) =>
    setChanges((before) => ({ ...before, [segment]: { ...before[segment], [passengerId]: seat } }))
  const say = (segment: number, messages: Messages) => setMessagesOn((before) => ({ ...before, [segment]: messages }))
  const refuse = (segment: number, problem: SeatProblem) => say(segment, { status: '', problem })
  const setPending = (segment: number, pending: Pending | undefined) =>
    setPendingOn(({ [segment]: _, ...others }) => (pending ? { ...others, [segment]: pending } : others))

  /** Marks a call on `segment` as under way; false when one already is (it is not sent). */
  const start = (segment: number, pending: Pending): boolean => {
    if (busy.current.has(segment)) return false
    busy.current.add(segment)
    setPending(segment, pending)
    return true
  }
  const finish = (segment: number) => {
    busy.current.delete(segment)
    setPending(segment, undefined)
  }

  const failed = (
    segment: number,
    error: unknown,
    seatNumber: string,
    passenger: SeatPassenger,
    action: 'hold' | 'release',
  ) => {
    if (isDxError(error) && error.type === 'EXECUTION_EXPIRED') return onError(error)
    const code = isDxError(error) ? error.code : undefined
    if (code === 'UNKNOWN_PASSENGER') return refuse(segment, { kind: 'passengers' })
    // A payment waits for the bank or ZZ Pay: the API holds the cart until it ends.
    if (code === 'PAYMENT_IN_PROGRESS') return refuse(segment, { kind: 'payment' })
    if (code === 'SEAT_TAKEN') {
      // Someone else was quicker: the map is read again so it shows what is left (another
      // flight's map is read when it is shown again).
      if (shown.current === segment) reloadMap()
      return refuse(segment, { kind: 'text', text: t('seats.conflict', { seat: seatNumber }) })
    }
    if (code === 'EXIT_ROW_RESTRICTED')
      return refuse(segment, {
        kind: 'text',
        text: t('seats.exitRestricted', { seat: seatNumber, passenger: nameOf(passenger.id) }),
      })
    refuse(segment, {
      kind: 'text',
      text: `${t(action === 'hold' ? 'seats.holdFailed' : 'seats.releaseFailed', { seat: seatNumber })} ${errorText(error, t)}`,
    })
  }

  /** Gives a passenger's seat back; true once the API did. */
  const release = async (passenger: SeatPassenger, seatNumber: string): Promise<boolean> => {
    const segment = segmentIndex
    if (!answer || !start(segment, { seat: seatNumber, action: 'release' })) return false
    say(segment, { status: '' })
    try {
      await releaseSeat(segment, passenger.id)
      record(segment, passenger.id, null)
      say(segment, { status: t('seats.released', { seat: seatNumber, passenger: nameOf(passenger.id) }) })
      reloadCart()
      return true
    } catch (error) {
      failed(segment, error, seatNumber, passenger, 'release')
      return false
    } finally {
      finish(segment)
    }
  }

  /** The seat chosen on the map for the current passenger: held, or given back when it was theirs. */
  const choose = async (seat: Seat): Promise<void> => {
    const segment = segmentIndex
    if (busy.current.has(segment) || !answer || !current) return
    const holder = Object.keys(seatOf).find((id) => seatOf[id] === seat.number)
    if (holder === current.id) {
      await release(current, seat.number)
      return
    }
    if (!saved) return refuse(segment, { kind: 'passengers' })
    if (holder)
      return refuse(segment, {
        kind: 'text',
        text: t('seats.otherPassenger', { seat: seat.number, passenger: nameOf(holder) }),
      })
    if (!isFree(seat)) return refuse(segment, { kind: 'text', text: t('seats.unavailable', { seat: seat.number }) })
    if (!mayTakeSeat(current, seat))
      return refuse(segment, {
        kind: 'text',
        text: t('seats.exitRestricted', { seat: seat.number, passenger: nameOf(current.id) }),
      })
    start(segment, { seat: seat.number, action: 'hold' })
    say(segment, { status: '' })
    const passenger = current
    try {
      const held = await holdSeat(segment, passenger.id, seat.number)
      record(segment, passenger.id, held.seatNumber)
      const done = t('seats.held', {
        seat: held.seatNumber,
        passenger: nameOf(passenger.id),
        price: seatPrice(held.price, texts, locale),
      })
      // The next passenger without a seat on this flight is chosen only while it is shown:
      // on another flight the traveller has their own choice in hand.
      const after = { ...seatOf, [passenger.id]: held.seatNumber }
      const at = seated.indexOf(passenger)
      const next =
        shown.current === segment
          ? [...seated.slice(at + 1), ...seated.slice(0, at)].find((p) => !after[p.id])
          : undefined
      // With no one left, the passenger just seated stays in hand (not the list's first).
      if (next) choosePassenger(segment, next.id)
      else if (shown.current === segment) choosePassenger(segment, passenger.id)
      say(segment, { status: next ? `${done} ${t('seats.nowChoosing', { passenger: nameOf(next.id) })}` : done })
      reloadCart()
    } catch (error) {
      failed(segment, error, seat.number, passenger, 'hold')
    } finally {
      finish(segment)
    }
  }

  /** Leaving this flight: its messages were read (another flight's panel has its own). */
  const clearMessages = () => setMessagesOn(({ [segmentIndex]: _, ...others }) => others)

  const { status = '', problem } = messagesOn[segmentIndex] ?? {}
  return {
    seated,
    current,
    setCurrentId,
    seatOf,
    pending: pendingOn[segmentIndex],
    status,
    problem,
    choose,
    release,
    clearMessages,
  }
}
