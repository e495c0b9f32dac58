// What the demo server writes in a traveller's language, one file per locale beside this
// one (en-US.ts, de-DE.ts, ...), named as the locale's file in locales/ is: the mails it
// sends, the boarding pass's labels and the names of the airports it serves. A locale
// without a file here gets English.

/** The password-reset mail. */
interface ResetMailTexts {
  subject: string
  asked(signInName: string): string
  open(minutes: number): string
  notYou: string
  /** The text's direction, for the outbox page's HTML (a mail service's Content-Language and dir) */
  dir: 'ltr' | 'rtl'
}

/** The mail to an agent its agency added, who has no password yet: same key and page as a reset. */
interface NewAgentMailTexts {
  subject: string
  added(loginId: string): string
  open(minutes: number): string
  later: string
}

/** The boarding pass template's labels. */
interface BoardingPassLabels {
  boardingPass: string
  passenger: string
  flight: string
  from: string
  to: string
  date: string
  boarding: string
  gate: string
  seat: string
  group: string
  sequence: string
  bookingReference: string
}

/** A served airport's city and airport name, as a traveller of the language writes them: [city, airport]. */
type PlaceNames = readonly [city: string, airport: string]

export interface ServerLocaleTexts {
  resetMail: ResetMailTexts
  newAgentMail: NewAgentMailTexts
  boardingPass: BoardingPassLabels
  /** By IATA code, every airport of en-US.ts's list. */
  airports: Readonly<Record<string, PlaceNames>>
}
