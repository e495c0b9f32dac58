// The boarding pass template's labels, sent with each pass in the requested locale: the
// storefront's languages (locales/), English for any other.
type LabelKey =
  | 'boardingPass'
  | 'passenger'
  | 'flight'
  | 'from'
  | 'to'
  | 'date'
  | 'boarding'
  | 'gate'
  | 'seat'
  | 'group'
  | 'sequence'
  | 'bookingReference'

type Labels = Record<LabelKey, string>

const english: Labels = {
  boardingPass: 'Boarding pass',
  passenger: 'Passenger',
  flight: 'Flight',
  from: 'From',
  to: 'To',
  date: 'Date',
  boarding: 'Boarding',
  gate: 'Gate',
  seat: 'Seat',
  group: 'Group',
  sequence: 'Sequence',
  bookingReference: 'Booking reference',
}

const byLanguage: Readonly<Record<string, Labels>> = {
  en: english,
  de: {
    boardingPass: 'Bordkarte',
    passenger: 'Passagier',
    flight: 'Flug',
    from: 'Von',
    to: 'Nach',
    date: 'Datum',
    boarding: 'Boarding',
    gate: 'Gate',
    seat: 'Sitz',
    group: 'Gruppe',
    sequence: 'Sequenz',
    bookingReference: 'Buchungscode',
  },
  ar: {
    boardingPass: 'بطاقة الصعود إلى الطائرة',
    passenger: 'المسافر',
    flight: 'الرحلة',
    from: 'من',
    to: 'إلى',
    date: 'التاريخ',
    boarding: 'الصعود',
    gate: 'البوابة',
    seat: 'المقعد',
    group: 'المجموعة',
    sequence: 'التسلسل',
    bookingReference: 'رمز الحجز',
  },
}

/** The labels for a locale such as de-DE (by its language), English when there are none. */
export function boardingPassTexts(locale: string | null | undefined): Array<{ key: string; value: string }> {
  const language = (locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? ''
  const labels = byLanguage[language] ?? english
  return Object.entries(labels).map(([key, value]) => ({ key, value }))
}
