// What the demo server writes in a traveller's language, one file per locale beside this
// one (en-US.ts, de-DE.ts, ...), named as the locale's file in locales/ is: the mails it
// sends, the boarding pass's labels, the demo bank's and wallet's pages and the names of the
// airports it serves. A locale without a file here gets English.

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

/** A page of the demo bank or ZZ Pay that asks the traveller to answer a payment. */
interface PaymentChoiceTexts {
  title: string
  heading: string
  /**
   * The line above the amount, naming the airline paid; it ends as the language ends a line before a
   * figure (a colon). `airline` arrives isolated on a right-to-left page (bidiIsolate, by the caller).
   */
  lead(airline: string): string
  /** The button that pays (approves), and the one that does not. */
  approve: string
  decline: string
}

/** A page of the demo bank or ZZ Pay that says why there is nothing to answer. */
interface PaymentNoticeTexts {
  title: string
  heading: string
  text: string
}

/** The demo bank's (3-D Secure) and ZZ Pay's pages (http/payment-pages.ts). */
interface PaymentPageTexts {
  /** Above every page: what the page is. */
  demoNotice: string
  /** The card the bank asks about, by its brand and last four digits, each isolated on a right-to-left page by the caller. */
  card(brand: string, last4: string): string
  backToShop: string
  challenge: PaymentChoiceTexts
  zzpay: PaymentChoiceTexts
  badReturn: PaymentNoticeTexts
  notFound: PaymentNoticeTexts
  answered: PaymentNoticeTexts
  replaced: PaymentNoticeTexts
  notCompleted: PaymentNoticeTexts
}

export interface ServerLocaleTexts {
  resetMail: ResetMailTexts
  newAgentMail: NewAgentMailTexts
  boardingPass: BoardingPassLabels
  paymentPages: PaymentPageTexts
  /** The demo loyalty programme's tiers, highest first: Platinum, Gold, Silver, Blue. */
  loyaltyTiers: readonly [string, string, string, string]
  /** By IATA code, every airport of en-US.ts's list. */
  airports: Readonly<Record<string, PlaceNames>>
}
