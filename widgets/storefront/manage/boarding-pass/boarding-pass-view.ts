import { parseSegmentTime } from '../../../../core/dates/dates'
import { formatLongDate, formatTime } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { BoardingPassData } from './api'

/** The texts a boarding pass template labels its fields with (keys of the entry's translations). */
const LABEL_KEYS = [
  'passenger',
  'infant',
  'flight',
  'from',
  'to',
  'date',
  'boardingTime',
  'gate',
  'terminal',
  'seat',
  'seatAtGate',
  'group',
  'sequence',
  'bookingReference',
  'barcode',
] as const

export type BoardingPassLabels = Record<(typeof LABEL_KEYS)[number], string>

/** What the BOARDING_PASS template shows, every text ready to print. */
export interface BoardingPassView {
  labels: BoardingPassLabels
  /** The airline's logo (image role `logo`), its address on the API's origin. */
  logo?: { src: string; alt: string }
  passenger: string
  infant?: string
  flight: string
  from: { code: string; city: string }
  to: { code: string; city: string }
  date: string
  boardingTime: string
  gate?: string
  terminal?: string
  /** The seat, or the entry's words for a seat assigned at the gate. */
  seat: string
  group: string
  /** Three digits, as airlines print it: 7 -> 007. */
  sequence: string
  reference: string
  barcode: string
}

/** The labels: the entry's own text for a key, else ours (boardingPass.labels.<key>). */
export function boardingPassLabels(translations: BoardingPassData['translations'], t: Translate): BoardingPassLabels {
  const given = new Map(translations.map((entry) => [entry.key, entry.value]))
  const labels = {} as BoardingPassLabels
  for (const key of LABEL_KEYS) labels[key] = given.get(key) || t(`boardingPass.labels.${key}`)
  return labels
}

/** An airport-local time as the locale writes it; the value itself when unreadable. */
function localText(value: string, format: (date: Date) => string): string {
  const date = parseSegmentTime(value)
  return date ? format(date) : value
}

/**
 * A boarding pass entry's data as the template shows it. `apiOrigin` resolves the images'
 * paths, which are on the API's origin, not the page's.
 */
export function boardingPassView(
  data: BoardingPassData,
  t: Translate,
  locale: string,
  apiOrigin: string,
): BoardingPassView {
  const { model } = data
  const labels = boardingPassLabels(data.translations, t)
  const logo = data.images.find((image) => image.role === 'logo')
  return {
    labels,
    logo: logo && { src: new URL(logo.url, apiOrigin).href, alt: logo.alt },
    passenger: model.passengerName,
    infant: model.infantName ?? undefined,
    flight: `${model.airlineCode} ${model.flightNumber}`,
    from: model.origin,
    to: model.destination,
    date: localText(model.departure, (date) => formatLongDate(date, locale)),
    boardingTime: localText(model.boardingTime, (date) => formatTime(date, locale)),
    gate: model.gate ?? undefined,
    terminal: model.terminal ?? undefined,
    seat: model.seat ?? labels.seatAtGate,
    group: model.boardingGroup,
    sequence: String(model.sequence).padStart(3, '0'),
    reference: model.reference,
    barcode: model.barcode,
  }
}
