import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { CONFIRMED_TRIP } from '../../fixtures/trip'
import { loadLocale, translate } from '../../../../core/i18n/i18n'
import { bidiIsolate } from '../../../../core/i18n/locale'
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { Trip } from '../../shell/trip-api'
import { TripHistory } from './trip-history'

cleanPageBetweenTests()

type Entry = Trip['history'][number]
const usd = (amount: number) => ({ amount, currency: 'USD' })
const entry = (at: string, action: string, extra: Partial<Entry> = {}): Entry => ({
  at,
  actor: 'TRAVELLER',
  action,
  flights: [],
  seatsNotKept: 0,
  credited: null,
  refundReference: null,
  paid: null,
  refunded: null,
  ...extra,
})
const zz = (flightNumber: string) => ({ airlineCode: 'ZZ', flightNumber })

const BOOKED = CONFIRMED_TRIP.history[0] as Entry
const show = (history: Entry[], locale = 'en-US') => {
  const t: Translate = (key, params) => translate(locale, key, params)
  return render(<TripHistory history={history} t={t} locale={locale} />)
}
const items = () => within(screen.getByRole('list')).getAllByRole('listitem')
/** An entry's lines but its time and who made it: what it says. */
const said = (item: HTMLElement | undefined) =>
  [...(item?.querySelectorAll('p') ?? [])].filter((p) => !p.querySelector('time')).map((p) => p.textContent)

/** A flight change, an upgrade and its cancel, as the API gives them: kinds and their parts, no sentence. */
const CHANGES: Entry[] = [
  entry('2026-11-21T08:00:00.000Z', 'FLIGHTS_CHANGED', {
    flights: [zz('11'), zz('505')],
    seatsNotKept: 1,
    credited: usd(2_500),
    paid: usd(7_392),
  }),
  entry('2026-11-22T08:00:00.000Z', 'UPGRADED', { flights: [zz('11')], seatsNotKept: 2, paid: usd(67_300) }),
  entry('2026-11-23T08:00:00.000Z', 'UPGRADE_CANCELLED', {
    flights: [zz('11')],
    refundReference: 'RF7K2M',
    refunded: usd(67_300),
  }),
]

describe('booking history', () => {
  it('lists the changes newest first', () => {
    show([BOOKED, entry('2026-11-21T08:00:00.000Z', 'PASSENGERS_UPDATED')])
    expect(items().map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Passenger details updated',
      'Booked',
    ])
  })

  it("gives each change its date and time in the traveller's locale, and who made it", () => {
    show([entry('2026-11-21T08:00:00.000Z', 'SCHEDULE_CHANGED', { actor: 'AIRLINE' })])
    const time = screen.getByText((_, el) => el?.tagName === 'TIME')
    expect(time.getAttribute('datetime')).toBe('2026-11-21T08:00:00.000Z')
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-21T08:00:00.000Z'),
      ),
    )
    expect(items()[0]?.textContent).toContain('The airline')
  })

  it('names an automatic change as such', () => {
    show([entry('2026-11-21T08:00:00.000Z', 'HOLD_EXPIRED', { actor: 'SYSTEM' })])
    expect(items()[0]?.textContent).toContain('Automatic')
  })

  it('shows the amounts paid and refunded', () => {
    show([BOOKED, entry('2026-11-26T10:05:00.000Z', 'CANCELLED', { refunded: usd(400_000) })])
    expect(items()[0]?.textContent).toContain('Refunded $4,000.00')
    expect(items()[1]?.textContent).toContain('Paid $4,207.18')
  })

  it('names a cancel-for-any-reason exercise and a cancelled extra, each refund with its amount beside its reference', () => {
    show([
      entry('2026-11-29T09:01:00.000Z', 'PRODUCT_CANCELLED', { refunded: usd(160_300) }),
      entry('2026-11-29T09:02:00.000Z', 'CFAR_EXERCISED', { refundReference: 'RY6QWQM6ZY', refunded: usd(88_080) }),
    ])
    expect(items().map(said)).toEqual([
      ['Cancel for any reason used: flights cancelled', 'Refunded $880.80 (refund reference RY6QWQM6ZY)'],
      ['Extra cancelled', 'Refunded $1,603.00'],
    ])
  })

  it('says a kind of change it does not know changed the booking', () => {
    show([entry('2026-11-21T08:00:00.000Z', 'SOMETHING_NEW')])
    expect(said(items()[0])).toEqual(['Booking changed'])
  })

  it('words a flight change, an upgrade and its cancel from their parts, flight numbers as every page writes them', () => {
    show(CHANGES)
    expect(items().map(said)).toEqual([
      ['Upgrade cancelled', 'Back in the cabin you booked: ZZ 11', 'Refunded $673.00 (refund reference RF7K2M)'],
      ['Upgraded to Business', 'Flights: ZZ 11', '2 seats given up', 'Paid $673.00'],
      [
        'Flights changed',
        'New flights: ZZ 11 and ZZ 505',
        '1 seat could not be kept',
        '$25.00 kept as travel credit',
        'Paid $73.92',
      ],
    ])
  })

  it('words them in German', async () => {
    await loadLocale('de-DE')
    // Dollars as German writes them (a no-break space before the sign).
    const dollars = (amount: number) => formatMoney(amount, 'USD', 'de-DE')
    show(CHANGES, 'de-DE')
    expect(items().map(said)).toEqual([
      [
        'Upgrade storniert',
        'Wieder in der gebuchten Kabine: ZZ 11',
        `${dollars(67_300)} erstattet (Erstattungsreferenz RF7K2M)`,
      ],
      ['Upgrade in die Business Class', 'Flüge: ZZ 11', '2 Sitzplätze aufgegeben', `${dollars(67_300)} bezahlt`],
      [
        'Flüge umgebucht',
        'Neue Flüge: ZZ 11 und ZZ 505',
        '1 Sitzplatz konnte nicht übernommen werden',
        `${dollars(2_500)} als Reiseguthaben behalten`,
        `${dollars(7_392)} bezahlt`,
      ],
    ])
  })

  it('words them in Arabic, each flight number kept whole', async () => {
    await loadLocale('ar-AE')
    show(CHANGES, 'ar-AE')
    const [cancelled, upgraded, changed] = items().map(said)
    expect(cancelled?.slice(0, 2)).toEqual([
      'أُلغيت الترقية',
      `العودة إلى المقصورة التي حجزتها: ${bidiIsolate('ZZ 11', 'ar-AE')}`,
    ])
    expect(cancelled?.[2]).toContain('(مرجع الاسترداد \u2068RF7K2M\u2069)')
    expect(upgraded?.slice(0, 3)).toEqual([
      'تمت الترقية إلى درجة الأعمال',
      `الرحلات: ${bidiIsolate('ZZ 11', 'ar-AE')}`,
      'تم التنازل عن مقعدين',
    ])
    expect(changed?.slice(0, 3)).toEqual([
      'تم تغيير الرحلات',
      `الرحلات الجديدة: ${bidiIsolate('ZZ 11', 'ar-AE')} و${bidiIsolate('ZZ 505', 'ar-AE')}`,
      'تعذّر الاحتفاظ بمقعد واحد',
    ])
  })

  it('shows the latest five, the rest behind "Show all"', () => {
    const many = Array.from({ length: 7 }, (_, i) => entry(`2026-11-2${i}T08:00:00.000Z`, 'PASSENGERS_UPDATED'))
    show(many)
    expect(items()).toHaveLength(5)
    const all = screen.getByRole('button', { name: 'Show all 7 entries' })
    expect(all.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(all)
    expect(items()).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('says when there is nothing yet', () => {
    show([])
    expect(screen.getByText('No changes to this booking yet.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
