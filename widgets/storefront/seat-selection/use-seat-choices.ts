import { useMemo, useState } from 'react'
import { isDxError } from '../../../core/http/errors'
import { errorText } from '../../ui/error-text'
import type { Translate } from '../../ui/use-translate'
import { holdSeat, releaseSeat, type Seat, type SeatMapAnswer } from './api'
import { isFree } from './seat-grid'
import { seatPrice, type SeatTexts } from './seat-label'
import { mayTakeSeat, needsSeat, shortName, type SeatPassenger } from './seat-passengers'

/** What went wrong with the last choice; `passengers`: their names are not saved yet. */
export type SeatProblem = { kind: 'text'; text: string } | { kind: 'passengers' }

/** Seats held or given back since the map was read: passenger id -> seat, or null when released. */
interface Changes {
  of: SeatMapAnswer | undefined
  held: Record<string, string | null>
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
  reloadMap(): void
  reloadCart(): void
  onError(error: unknown): void
}

/**
 * Choosing seats on one flight: whose seat is chosen (`current`, moving on to the next
 * passenger without one after each choice), the seat each passenger holds (the map's
 * answer with this page's holds and releases on top), and the calls that change them.
 * Rules the API would refuse are checked first, so the traveller hears why at once.
 */
export function useSeatChoices({ answer, segmentIndex, passengers, saved, texts, t, locale, reloadMap, reloadCart, onError }: Options) {
  const [changes, setChanges] = useState<Changes>({ of: undefined, held: {} })
  const [chosenId, setCurrentId] = useState<string>()
  const [pending, setPending] = useState<{ seat: string; action: 'hold' | 'release' }>()
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState<SeatProblem>()
  const seated = passengers.filter(needsSeat)
  const current = seated.find((p) => p.id === chosenId) ?? seated[0]

  /** Passenger id -> seat number on this flight. */
  const seatOf = useMemo(() => {
    const held: Record<string, string> = {}
    for (const row of answer?.seatMap.rows ?? []) for (const seat of row.seats) if (seat.heldBy) held[seat.heldBy] = seat.number
    if (answer && changes.of === answer) {
      for (const [id, seat] of Object.entries(changes.held)) {
        if (seat) held[id] = seat
        else delete held[id]
      }
    }
    return held
  }, [answer, changes])

  const nameOf = (id: string) => {
    const passenger = passengers.find((p) => p.id === id)
    return passenger ? shortName(passenger, t) : id
  }
  const record = (of: SeatMapAnswer, passengerId: string, seat: string | null) =>
    setChanges((before) => ({ of, held: { ...(before.of === of ? before.held : {}), [passengerId]: seat } }))

  const failed = (error: unknown, seatNumber: string, passenger: SeatPassenger, action: 'hold' | 'release') => {
    if (isDxError(error) && error.type === 'EXECUTION_EXPIRED') return onError(error)
    const code = isDxError(error) ? error.code : undefined
    if (code === 'UNKNOWN_PASSENGER') return setProblem({ kind: 'passengers' })
    if (code === 'SEAT_TAKEN') {
      // Someone else was quicker: the map is read again so it shows what is left.
      reloadMap()
      return setProblem({ kind: 'text', text: t('seats.conflict', { seat: seatNumber }) })
    }
    if (code === 'EXIT_ROW_RESTRICTED') return setProblem({ kind: 'text', text: t('seats.exitRestricted', { seat: seatNumber, passenger: nameOf(passenger.id) }) })
    setProblem({ kind: 'text', text: `${t(action === 'hold' ? 'seats.holdFailed' : 'seats.releaseFailed', { seat: seatNumber })} ${errorText(error, t)}` })
  }

  /** Gives a passenger's seat back; true once the API did. */
  const release = async (passenger: SeatPassenger, seatNumber: string): Promise<boolean> => {
    if (pending || !answer) return false
    setProblem(undefined)
    setPending({ seat: seatNumber, action: 'release' })
    try {
      await releaseSeat(segmentIndex, passenger.id)
      record(answer, passenger.id, null)
      setStatus(t('seats.released', { seat: seatNumber, passenger: nameOf(passenger.id) }))
      reloadCart()
      return true
    } catch (error) {
      failed(error, seatNumber, passenger, 'release')
      return false
    } finally {
      setPending(undefined)
    }
  }

  /** The seat chosen on the map for the current passenger: held, or given back when it was theirs. */
  const choose = async (seat: Seat): Promise<void> => {
    if (pending || !answer || !current) return
    setStatus('')
    const holder = Object.keys(seatOf).find((id) => seatOf[id] === seat.number)
    if (holder === current.id) {
      await release(current, seat.number)
      return
    }
    if (!saved) return setProblem({ kind: 'passengers' })
    if (holder) return setProblem({ kind: 'text', text: t('seats.otherPassenger', { seat: seat.number, passenger: nameOf(holder) }) })
    if (!isFree(seat)) return setProblem({ kind: 'text', text: t('seats.unavailable', { seat: seat.number }) })
    if (!mayTakeSeat(current, seat)) return setProblem({ kind: 'text', text: t('seats.exitRestricted', { seat: seat.number, passenger: nameOf(current.id) }) })
    setProblem(undefined)
    setPending({ seat: seat.number, action: 'hold' })
    try {
      const held = await holdSeat(segmentIndex, current.id, seat.number)
      record(answer, current.id, held.seatNumber)
      const after = { ...seatOf, [current.id]: held.seatNumber }
      const at = seated.indexOf(current)
      const next = [...seated.slice(at + 1), ...seated.slice(0, at)].find((p) => !after[p.id])
      if (next) setCurrentId(next.id)
      const done = t('seats.held', { seat: held.seatNumber, passenger: nameOf(current.id), price: seatPrice(held.price, texts, locale) })
      setStatus(next ? `${done} ${t('seats.nowChoosing', { passenger: nameOf(next.id) })}` : done)
      reloadCart()
    } catch (error) {
      failed(error, seat.number, current, 'hold')
    } finally {
      setPending(undefined)
    }
  }

  /** Another flight: its own messages. */
  const clearMessages = () => {
    setProblem(undefined)
    setStatus('')
  }

  return { seated, current, setCurrentId, seatOf, pending, status, problem, choose, release, clearMessages }
}
