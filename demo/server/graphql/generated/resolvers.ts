import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../request-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountKind =
  /** An agency's agent (loginId and password), booking for customers in the b2b channel */
  | 'AGENT'
  /** A traveller with a profile (userId and password) */
  | 'TRAVELLER';

/** Who is signed in. No email, document or phone: only what a greeting and a menu show. */
export type AccountSession = {
  /** Agents: their agency; null for travellers */
  agency?: Maybe<AgencySummary>;
  /** Seconds until the session ends unless used again (idle expiry), or its absolute end when sooner */
  expiresInSeconds: Scalars['Int']['output'];
  familyName: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  kind: AccountKind;
  /** Travellers: the first loyalty membership's balance (refreshed from the programme with refreshBalances); null when none or for agents */
  loyaltyBalance?: Maybe<LoyaltyBalance>;
};

/** A booking in an account's (or an agency's) list. */
export type AccountTrip = {
  /** The last flight's arrival, local time at its airport */
  arrival: Scalars['String']['output'];
  /** The first flight's departure, local time at its airport (YYYY-MM-DDTHH:mm) */
  departure: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  /** The lead passenger's name as booked (agents: whose booking it is) */
  leadPassengerName: Scalars['String']['output'];
  orderId: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  /** Airport codes of the first flight's departure and the outbound's last arrival */
  origin: Scalars['String']['output'];
  passengerCount: Scalars['Int']['output'];
  pnr: Scalars['String']['output'];
  /** CONFIRMED, HELD or CANCELLED */
  status: Scalars['String']['output'];
};

/** An account's bookings: upcoming soonest first, past (every flight flown, or cancelled) latest first. */
export type AccountTrips = {
  past: Array<AccountTrip>;
  upcoming: Array<AccountTrip>;
};

export type AgencyAddress = {
  city: Scalars['String']['output'];
  /** ISO 3166 alpha-2 */
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type AgencyAddressInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type AgencyProfile = {
  address: AgencyAddress;
  agencyId: Scalars['String']['output'];
  agents: Array<Agent>;
  contact: Contact;
  /** 8 digits */
  iataNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AgencyProfileInput = {
  address: AgencyAddressInput;
  contact: ContactInput;
  iataNumber: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type AgencySummary = {
  agencyId: Scalars['String']['output'];
  /** The agency's contact email (the business's, not a person's), for a traveller whose booking it manages */
  email?: Maybe<Scalars['String']['output']>;
  /** The agency's IATA number, 8 digits */
  iataNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The agency's contact phone in international form, e.g. +1 202 555 0147 */
  phone?: Maybe<Scalars['String']['output']>;
};

export type Agent = {
  agentId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  familyName: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  /** True for the agent whose session asks (who may not remove itself) */
  isSignedIn: Scalars['Boolean']['output'];
  loginId: Scalars['String']['output'];
};

/** An agent an agency adds or changes: no password, which only the agent sets (from the mail's link) */
export type AgentInput = {
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  loginId: Scalars['String']['input'];
};

export type AirSearchResult = {
  brands: Array<Brand>;
  /** CALENDAR30 only */
  calendar?: Maybe<Array<CalendarDay>>;
  currency: Scalars['String']['output'];
  destination: Airport;
  /** FLEXIBLECALENDAR only */
  matrix?: Maybe<Array<MatrixCell>>;
  messages: Array<SearchMessage>;
  /** BRANDED only */
  offers?: Maybe<OffersPage>;
  origin: Airport;
  /** The itinerary part these results are for */
  partIndex: Scalars['Int']['output'];
  searchType: SearchType;
};

export type Airport = {
  /** The city's name in the request's language */
  city: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** The country's name in the request's language */
  country: Scalars['String']['output'];
  /** The airport's name in the request's language */
  name: Scalars['String']['output'];
  /** IANA time zone, e.g. Europe/London */
  timeZone: Scalars['String']['output'];
};

export type Ancillaries = {
  bags: Array<BagOffer>;
  extras: Array<ExtraOffer>;
};

export type AncillarySelectionInput = {
  /** BAG, PRIORITY_BOARDING or LOUNGE_ACCESS */
  code: Scalars['String']['input'];
  partIndex: Scalars['Int']['input'];
  passengerId: Scalars['String']['input'];
  /** Extra bags (BAG), or 1 / 0 for an extra */
  quantity: Scalars['Int']['input'];
};

export type BagOffer = {
  /** Extra bags the order already holds, bought with it or added since (a change of a booked trip); 0 in a booking */
  bought: Scalars['Int']['output'];
  /** Checked bags the brand includes */
  included: Scalars['Int']['output'];
  maxExtra: Scalars['Int']['output'];
  partIndex: Scalars['Int']['output'];
  passengerId: Scalars['String']['output'];
  /** Price of each extra bag */
  pricePerBag: Money;
  /** Extra bags chosen */
  selected: Scalars['Int']['output'];
};

export type BillingInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166 alpha-2 */
  country?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

export type BoardingPassData = {
  images: Array<BoardingPassImage>;
  model: BoardingPassModel;
  /**
   * The template's texts in the requested locale (English when it has none), by key:
   * passenger, infant, flight, from, to, date, boardingTime, gate, terminal, seat,
   * seatAtGate, group, sequence, bookingReference, barcode. The storefront uses its own
   * text for a key missing here.
   */
  translations: Array<TranslationEntry>;
};

export type BoardingPassEntry = {
  data: BoardingPassData;
  /** BOARDING_PASS */
  type: Scalars['String']['output'];
};

export type BoardingPassImage = {
  alt: Scalars['String']['output'];
  /** logo */
  role: Scalars['String']['output'];
  /** Absolute path on the API's origin */
  url: Scalars['String']['output'];
};

export type BoardingPassModel = {
  airlineCode: Scalars['String']['output'];
  /** IATA bar-coded boarding pass (BCBP, type M) text to draw as PDF417: reference, name and flight */
  barcode: Scalars['String']['output'];
  boardingGroup: Scalars['String']['output'];
  boardingTime: Scalars['String']['output'];
  cabin: Scalars['String']['output'];
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: Scalars['String']['output'];
  destination: Airport;
  flightNumber: Scalars['String']['output'];
  gate?: Maybe<Scalars['String']['output']>;
  /** Infant travelling on this passenger's lap, as printed, when there is one */
  infantName?: Maybe<Scalars['String']['output']>;
  origin: Airport;
  passengerId: Scalars['String']['output'];
  /** As printed: FAMILY/GIVEN */
  passengerName: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  /** Seat number, or null when none is assigned (assigned at the gate) */
  seat?: Maybe<Scalars['String']['output']>;
  segmentIndex: Scalars['Int']['output'];
  /** Check-in sequence number */
  sequence: Scalars['Int']['output'];
  terminal?: Maybe<Scalars['String']['output']>;
};

export type Brand = {
  cabinClass: Scalars['String']['output'];
  carryOn: Scalars['Boolean']['output'];
  /** NOT_ALLOWED, FEE or FREE */
  changes: Scalars['String']['output'];
  /** Checked bags per passenger included */
  checkedBags: Scalars['Int']['output'];
  /** light, classic, flex, business */
  id: Scalars['String']['output'];
  loungeAccess: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priorityBoarding: Scalars['Boolean']['output'];
  /** NOT_ALLOWED, FEE or FULL */
  refund: Scalars['String']['output'];
  /** NONE, PAID or FREE */
  seatChoice: Scalars['String']['output'];
};

export type BrandOffer = {
  /** In an exchange: true for the fare the order has booked for the part (its flights and brand), which choosing would not change; null outside one */
  booked?: Maybe<Scalars['Boolean']['output']>;
  brandId: Scalars['String']['output'];
  /** In an exchange: what choosing this offer costs as a change of the order; null otherwise */
  change?: Maybe<ChangePrice>;
  /** Send as selectedOfferRef / to addItinerary */
  offerRef: Scalars['String']['output'];
  /** This itinerary part alone, all passengers (total less the parts chosen before it) */
  partTotal?: Maybe<Money>;
  /** Award searches: points per adult, else null */
  pointsPerAdult?: Maybe<Scalars['Int']['output']>;
  pointsTotal?: Maybe<Scalars['Int']['output']>;
  /** Per adult, fare + taxes (award: taxes only) */
  pricePerAdult: Money;
  /** Seats left at this fare when few (<= 9), else null */
  seatsLeft?: Maybe<Scalars['Int']['output']>;
  /** All passengers of the search together */
  total: Money;
  /** Price before a promo code, when one applied */
  totalBeforeDiscount?: Maybe<Money>;
};

export type CalendarDay = {
  /** False when no flight operates or the day is past or beyond the horizon */
  available: Scalars['Boolean']['output'];
  /** In an exchange: true on the day the order's flights for the part searched depart (local date); null outside one */
  booked?: Maybe<Scalars['Boolean']['output']>;
  /** In an exchange: what changing to this day's lowest fare costs (all passengers); null outside one or when not available */
  change?: Maybe<ChangePrice>;
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** Lowest total for all passengers; null when not available */
  lowestTotal?: Maybe<Money>;
  pointsTotal?: Maybe<Scalars['Int']['output']>;
};

export type CancelAndRefundConfirmResponse = {
  originalResponse: CancelAndRefundResult;
};

export type CancelAndRefundDetails = {
  /**
   * The rest of what was paid, named: lines, items, products and charges add up to paid to the
   * minor unit, and what each gives back adds up to refundable (no zero charges)
   */
  charges: Array<RefundCharge>;
  items: Array<RefundItem>;
  /** One per passenger per flight being cancelled, in segment then passenger order */
  lines: Array<RefundLine>;
  /** What was paid and does not come back: paid less refundable less what stays with the trip (STAYS) */
  lost: Money;
  orderId: Scalars['String']['output'];
  /** What the order was paid, less what was refunded before */
  paid: Money;
  partIndexes: Array<Scalars['Int']['output']>;
  /** Whether the trip's fares allow cancelling some passengers or parts only */
  partialAllowed: Scalars['Boolean']['output'];
  /** The passengers and the itinerary parts being cancelled */
  passengerIds: Array<Scalars['String']['output']>;
  /** Whole-trip cancel: each partner product still in force, in the order they were bought */
  products: Array<RefundProductLine>;
  reference: Scalars['String']['output'];
  /** What comes back to the original form of payment */
  refundable: Money;
  /** One per brand of the flights being cancelled */
  rules: Array<RefundRule>;
  /** True when a significant schedule change waits: everything cancelled comes back, without fee */
  scheduleChangeRefund: Scalars['Boolean']['output'];
  /** True when this cancels every passenger on every flight still to fly: the order becomes CANCELLED */
  wholeOrder: Scalars['Boolean']['output'];
};

export type CancelAndRefundDetailsResponse = {
  originalResponse: CancelAndRefundDetails;
};

export type CancelAndRefundResult = {
  amount: Money;
  /** TRAVEL_CREDIT: the email the code was sent to */
  creditSentTo?: Maybe<Scalars['String']['output']>;
  payments: Array<RefundPaymentShare>;
  /** The refund's reference, R and nine characters */
  refundReference: Scalars['String']['output'];
  /** ISO instant */
  refundedAt: Scalars['String']['output'];
  target: RefundTarget;
  /** TRAVEL_CREDIT: the code to pay a new booking with */
  travelCreditCode?: Maybe<Scalars['String']['output']>;
  /** The trip as it is now: CANCELLED, or without the cancelled passengers or parts */
  trip: Trip;
  validUntil?: Maybe<Scalars['String']['output']>;
};

export type CancelAndRefundReview = {
  details: CancelAndRefundDetails;
  /** ORIGINAL_PAYMENT then TRAVEL_CREDIT */
  options: Array<RefundOption>;
};

export type CancelAndRefundReviewResponse = {
  originalResponse: CancelAndRefundReview;
};

/** What cancelling the upgrade of one flight gives back. */
export type CancelUpgradeOffer = {
  paid: Money;
  /** What cancelling it now refunds: the upgrade's own refund (paid, or nothing once check-in opens) plus seatsRefunded */
  refundable: Money;
  /** ISO instant: cancelling before it refunds paid in full, after it nothing */
  refundableUntil: Scalars['String']['output'];
  /**
   * What the passengers paid for the seats the upgrade gave up that another traveller has
   * taken since: refunded with it, in refundable (a seat still free is theirs again instead)
   */
  seatsRefunded: Money;
  /** OrderSegment.index */
  segmentIndex: Scalars['Int']['output'];
  toBrandName: Scalars['String']['output'];
  /** The cabin and brand the flight goes back to */
  toCabin: Scalars['String']['output'];
};

export type CancelUpgradeProducts = {
  /** The upgrades chosen, in segment order */
  offers: Array<CancelUpgradeOffer>;
  /** Its split over the order's payments, newest first */
  payments: Array<RefundPaymentShare>;
  /** Booking reference */
  reference: Scalars['String']['output'];
  /** What comes back in all, to the original form of payment */
  refundable: Money;
};

export type CancelUpgradeResult = {
  amount: Money;
  /** What each upgrade cancelled refunded, as quoted when it was cancelled; their refundable add up to amount */
  offers: Array<CancelUpgradeOffer>;
  payments: Array<RefundPaymentShare>;
  /** The refund's reference, R and nine characters (also when nothing comes back) */
  refundReference: Scalars['String']['output'];
  /** ISO instant */
  refundedAt: Scalars['String']['output'];
  /** The OrderSegment.index of each flight back in its booked cabin */
  segmentIndexes: Array<Scalars['Int']['output']>;
  /** The trip as it is now */
  trip: Trip;
};

export type CarLocation = {
  /** IN_TERMINAL or SHUTTLE */
  access: Scalars['String']['output'];
  /** The IATA code of the airport it serves */
  airportCode: Scalars['String']['output'];
  locationId: Scalars['ID']['output'];
  /** The supplier's desk, e.g. 'Hertz, Terminal 5' */
  name: Scalars['String']['output'];
  supplier: Scalars['String']['output'];
};

export type CarOffer = {
  bags: Scalars['Int']['output'];
  /** ECONOMY, COMPACT, INTERMEDIATE, SUV, PREMIUM or VAN */
  carClass: Scalars['String']['output'];
  conditions: CarRentalConditions;
  /** An example of the class, 'or similar' */
  model: Scalars['String']['output'];
  quote: ProductQuote;
  seats: Scalars['Int']['output'];
  /** AUTOMATIC or MANUAL */
  transmission: Scalars['String']['output'];
};

export type CarRentalConditions = {
  /** Held on the driver's card at pick-up, not charged */
  deposit: Money;
  /** Cancelled at least this many hours before pick-up: all back; later: nothing back */
  freeCancellationHours: Scalars['Int']['output'];
  /** FULL_TO_FULL or PREPAID */
  fuelPolicy: Scalars['String']['output'];
  /** Cover included: COLLISION_DAMAGE, THEFT, THIRD_PARTY */
  included: Array<Scalars['String']['output']>;
  /** Kilometres included per day; null: unlimited */
  kilometresPerDay?: Maybe<Scalars['Int']['output']>;
  minimumDriverAge: Scalars['Int']['output'];
};

export type CardInput = {
  cvc: Scalars['String']['input'];
  /** 1-12 */
  expiryMonth: Scalars['Int']['input'];
  /** Four digits */
  expiryYear: Scalars['Int']['input'];
  holderName: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type Cart = {
  /** Bags and extras, all passengers (included in total) */
  ancillaries?: Maybe<Money>;
  /**
   * In an exchange conversation: what the change costs (the itinerary's fare and taxes are
   * then the new flights' and total is what is due now: totalDue plus seats, bags and
   * extras); null otherwise.
   */
  change?: Maybe<ChangePrice>;
  fare: Money;
  items?: Maybe<Array<CartItem>>;
  parts: Array<CartPart>;
  passengers: Array<PassengerPrice>;
  /** True while a payment of this booking waits for the bank or ZZ Pay (paying again replaces it); null where seats is null */
  paymentPending?: Maybe<Scalars['Boolean']['output']>;
  points?: Maybe<Scalars['Int']['output']>;
  /** Partner products in the cart, one per kind (included in total) */
  products: Array<ProductQuote>;
  /** Seats chosen, all passengers (included in total) */
  seats?: Maybe<Money>;
  taxes: Money;
  total: Money;
  /** In an upgrade conversation: the offers selected and what they cost; null otherwise */
  upgrade?: Maybe<UpgradeSelection>;
};

export type CartItem = {
  /** Seat number, or the bag count */
  detail: Scalars['String']['output'];
  /** Seats: the segment index; others: the part index */
  index: Scalars['Int']['output'];
  /** SEAT, BAG, PRIORITY_BOARDING, LOUNGE_ACCESS */
  kind: Scalars['String']['output'];
  passengerId: Scalars['String']['output'];
  price: Money;
};

export type CartPart = {
  brand: Brand;
  offerRef: Scalars['String']['output'];
  segments: Array<Segment>;
};

/** What a traveller did with the CFAR offers, for the provider's analytics (no personal data) */
export type CfarEvent =
  | 'EXERCISE_STARTED'
  | 'OFFERS_DECLINED'
  | 'OFFERS_SHOWN'
  | 'OFFER_CHOSEN';

export type CfarOffer = {
  /** Share of the flights' price refunded when exercised, per mille (e.g. 800 = 80%) */
  coveragePerMille: Scalars['Int']['output'];
  /** ISO instant: it can be exercised until then (hours before the first departure) */
  deadline: Scalars['String']['output'];
  /** The airport of the first departure, in whose time (timeZone) the airline counts the deadline */
  departureAirport: Airport;
  quote: ProductQuote;
  /** What exercising it refunds */
  refund: Money;
};

export type CfarOffers = {
  /** Empty when the trip is not eligible (e.g. departing too soon) */
  offers: Array<CfarOffer>;
  /** The provider's session for this trip's offers, sent with recordCfarEvent (no personal data) */
  sessionId: Scalars['ID']['output'];
};

export type CfarTerms = {
  coveragePerMille: Scalars['Int']['output'];
  /** ISO instant */
  deadline: Scalars['String']['output'];
  /** What exercising it refunds */
  refund: Money;
};

export type ChallengeOutcome =
  | 'FAILURE'
  | 'SUCCESS';

/**
 * What an exchange costs, all passengers, over every part changed so far (the parts chosen
 * before this one and this one; a part kept as booked counts for nothing). The change fee
 * is taken from the residual first: what a cheaper fare leaves after it is the residual,
 * what it does not cover is due. Nothing is ever negative but fareDifference.
 */
export type ChangePrice = {
  /** The fare rules' change fee (per passenger and part changed) */
  changeFee: Money;
  /** The new fares and taxes less what was paid for the parts they replace; negative when cheaper */
  fareDifference: Money;
  /** Value left over when the new fares are cheaper, after the fee; 0 otherwise */
  residual: Money;
  /** What happens to the residual, as the fare rules say: REFUND (to the original form of payment) or CREDIT (kept for a later booking); null when there is none */
  residualTreatment?: Maybe<Scalars['String']['output']>;
  /** What purchase charges for the change (before any card surcharge); 0 when nothing is due */
  totalDue: Money;
};

/**
 * What a named line of money is: FARE, TAXES, SEATS, BAGS_AND_EXTRAS (bags, priority boarding,
 * lounge), CHANGE_FEE (flight changes), UPGRADE, CREDIT_KEPT (a cheaper change's difference kept
 * as travel credit), CANCELLED (passengers or flights cancelled since, refunded or not), FLOWN
 * (a cancel: the fare, taxes and items of flights already flown), SEATS_GIVEN_UP (seats paid for, then
 * replaced or not kept by a change or an upgrade's cancel),
 * PAYMENT_FEES (card and ZZ Pay surcharges, installment fees), STAYS (a partial cancel: what stays with the trip),
 * REFUNDED_EARLIER (money already given back, a negative amount).
 */
export type ChargeKind =
  | 'BAGS_AND_EXTRAS'
  | 'CANCELLED'
  /** Cancel for any reason */
  | 'CANCEL_FOR_ANY_REASON'
  /** A car rental */
  | 'CAR'
  | 'CHANGE_FEE'
  | 'CREDIT_KEPT'
  | 'FARE'
  | 'FLOWN'
  /** A hotel stay */
  | 'HOTEL'
  /** Travel insurance bought with the trip or since (one line per product) */
  | 'INSURANCE'
  | 'PAYMENT_FEES'
  | 'REFUNDED_EARLIER'
  /** Refund protection */
  | 'REFUND_PROTECTION'
  | 'SEATS'
  | 'SEATS_GIVEN_UP'
  | 'STAYS'
  | 'TAXES'
  | 'UPGRADE';

export type CheckInWindow = {
  closesAt: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  /** ISO instants: check-in opens 30 hours and closes 1 hour before the first departure still to fly */
  opensAt: Scalars['String']['output'];
};

/** Someone the traveller often books for. */
export type Companion = {
  /** YYYY-MM-DD */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  givenName: Scalars['String']['output'];
  id: Scalars['String']['output'];
  loyaltyNumber?: Maybe<Scalars['String']['output']>;
  loyaltyProgramme?: Maybe<Scalars['String']['output']>;
  travelDocument?: Maybe<TravelDocument>;
};

export type CompanionInput = {
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  familyName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  givenName: Scalars['String']['input'];
  /** Absent for a new companion; else Companion.id */
  id?: InputMaybe<Scalars['String']['input']>;
  loyaltyNumber?: InputMaybe<Scalars['String']['input']>;
  loyaltyProgramme?: InputMaybe<Scalars['String']['input']>;
  travelDocument?: InputMaybe<TravelDocumentInput>;
};

export type Contact = {
  email: Scalars['String']['output'];
  phoneCountryCode: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
};

export type ContactInput = {
  email: Scalars['String']['input'];
  /** Digits of the country calling code, e.g. 44 */
  phoneCountryCode: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type CurrencyConversionOffer = {
  /** The same amount in the card's currency, as it would be charged */
  amount: Money;
  /** When the offer ends (ISO instant) */
  expiresAt: Scalars['String']['output'];
  /** Send as payment.conversionOfferId to accept the offer */
  id: Scalars['String']['output'];
  /** Markup over the reference rate, per mille */
  markupPerMille: Scalars['Int']['output'];
  /** The amount due in the booking currency */
  original: Money;
  /** Card-currency units per booking-currency unit, markup included, e.g. "0.8137" */
  rate: Scalars['String']['output'];
};

/** A product of the cart that purchase did not book; nothing was charged for it. */
export type DroppedProduct = {
  kind: ProductKind;
  /** What it would have cost */
  price: Money;
  /** PROVIDER_TIMEOUT, PROVIDER_FAILED, SOLD_OUT or QUOTE_EXPIRED */
  reason: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ExtraOffer = {
  /** The order already holds it (a change of a booked trip): nothing more to buy */
  bought: Scalars['Boolean']['output'];
  /** PRIORITY_BOARDING or LOUNGE_ACCESS */
  code: Scalars['String']['output'];
  /** Included by the brand: nothing to pay */
  included: Scalars['Boolean']['output'];
  partIndex: Scalars['Int']['output'];
  passengerId: Scalars['String']['output'];
  price: Money;
  selected: Scalars['Boolean']['output'];
};

export type FareRule = {
  /** CHANGES, CANCELLATION, BAGGAGE, ... */
  category: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type FlightOffer = {
  /**
   * In an exchange: true when these are the flights the order has booked for the part searched
   * (choosing one of its fares changes the fare alone); null outside an exchange
   */
  booked?: Maybe<Scalars['Boolean']['output']>;
  /** One per brand, in the order of AirSearchResult.brands; unavailable brands left out */
  brandOffers: Array<BrandOffer>;
  /** Minutes from first departure to last arrival */
  duration: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  /** Lowest total among brandOffers */
  lowestTotal: Money;
  segments: Array<Segment>;
  stops: Scalars['Int']['output'];
};

export type FlightSchedule = {
  departureDate: Scalars['String']['output'];
  destination: Airport;
  /** The timetable's last day, YYYY-MM-DD: no flight is published after it. */
  lastDate: Scalars['String']['output'];
  /** When schedules is empty: the first of the 14 days after departureDate (not before the origin's today, not after lastDate) with a way to fly the route; null when none has one */
  nextDate?: Maybe<Scalars['String']['output']>;
  origin: Airport;
  /** The ways to fly the route on departureDate that no other beats (leaving no earlier, arriving no later, with no more stops), ordered by departure. */
  schedules: Array<ScheduleOption>;
};

export type FlightStatus = {
  airlineCode: Scalars['String']['output'];
  /** Departure date of the first leg, YYYY-MM-DD */
  date: Scalars['String']['output'];
  flightNumber: Scalars['String']['output'];
  /** One entry per leg of the flight number (a through flight has more than one). */
  flights: Array<FlightStatusLeg>;
};

export type FlightStatusCode =
  | 'BOARDING'
  | 'CANCELLED'
  | 'DELAYED'
  | 'DEPARTED'
  | 'LANDED'
  | 'SCHEDULED';

export type FlightStatusLeg = {
  arrivalInfo: FlightStatusPoint;
  departureInfo: FlightStatusPoint;
  /** Minutes, scheduled */
  duration: Scalars['Int']['output'];
  equipmentName: Scalars['String']['output'];
  equipmentType: Scalars['String']['output'];
};

export type FlightStatusPoint = {
  actualDateTime?: Maybe<Scalars['String']['output']>;
  airport: Airport;
  airportCode: Scalars['String']['output'];
  baggageClaimAreaCode?: Maybe<Scalars['String']['output']>;
  estimatedDateTime?: Maybe<Scalars['String']['output']>;
  flightStatus: FlightStatusCode;
  gate?: Maybe<Scalars['String']['output']>;
  scheduledDateTime: Scalars['String']['output'];
  terminal?: Maybe<Scalars['String']['output']>;
};

/**
 * What the payment page sends for fraud screening with purchase (no personal data: no
 * name, email, card or address; none of it is logged).
 */
export type FraudNetInput = {
  /** The page's language, e.g. de-DE */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Screen width x height in CSS pixels, e.g. 390x844 */
  screen?: InputMaybe<Scalars['String']['input']>;
  /** Seconds from the payment page opening to Pay */
  secondsOnPage?: InputMaybe<Scalars['Int']['input']>;
  /** A random id of the browser's visit, made by the storefront (not a cookie) */
  sessionId: Scalars['String']['input'];
  /** IANA time zone of the device, e.g. Europe/Paris */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'UNSPECIFIED';

/** Who made a change: the traveller (a manage-booking call), the airline (a schedule change) or the system (a hold that ran out). */
export type HistoryActor =
  /** An agent of the agency that booked the order, in the agency channel (its booking and its changes) */
  | 'AGENT'
  | 'AIRLINE'
  | 'SYSTEM'
  | 'TRAVELLER';

/** A flight a history entry names; the page writes the two together (ZZ 505). */
export type HistoryFlight = {
  airlineCode: Scalars['String']['output'];
  flightNumber: Scalars['String']['output'];
};

export type HotelCancellationPolicy = {
  /** YYYY-MM-DD, the hotel's local dates */
  checkinDate: Scalars['String']['output'];
  checkoutDate: Scalars['String']['output'];
  hotelId: Scalars['ID']['output'];
  hotelRoomTypeId: Scalars['ID']['output'];
  /** Empty: free to cancel until check-in */
  penaltyInfoList: Array<HotelPenalty>;
};

export type HotelDetails = {
  /** WIFI, BREAKFAST, POOL, GYM, SHUTTLE, PARKING */
  amenities: Array<Scalars['String']['output']>;
  /** Airport-local HH:mm */
  checkinTime: Scalars['String']['output'];
  checkoutTime: Scalars['String']['output'];
  distanceMetres: Scalars['Int']['output'];
  hotelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Empty when no room is left for the dates */
  rooms: Array<HotelRoomType>;
  stars: Scalars['Int']['output'];
};

/**
 * One penalty of a hotel's cancellation policy: from `duration` `timeUnit`s before check-in
 * (policyStartType BEFORE_CHECKIN) or after booking (AFTER_BOOKING) on, cancelling costs
 * `value`: nights of the stay (type NIGHTS), per cent of the stay (PERCENT) or minor units
 * (AMOUNT). Of several, the last to have started applies; none started: cancelling is free.
 */
export type HotelPenalty = {
  duration: Scalars['Int']['output'];
  /** BEFORE_CHECKIN or AFTER_BOOKING */
  policyStartType: Scalars['String']['output'];
  /** HOUR or DAY */
  timeUnit: Scalars['String']['output'];
  /** NIGHTS, PERCENT or AMOUNT */
  type: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type HotelRoomType = {
  /** The whole stay, before the quote (which carries the same price) */
  cancellationPolicy: HotelCancellationPolicy;
  hotelRoomTypeId: Scalars['ID']['output'];
  maxGuests: Scalars['Int']['output'];
  /** The hotel's own name for the room, not translated */
  name: Scalars['String']['output'];
  quote: ProductQuote;
};

export type HotelSummary = {
  /** From the airport, in metres */
  distanceMetres: Scalars['Int']['output'];
  /** The cheapest room for the whole stay */
  fromPrice: Money;
  hotelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 1 to 5 */
  stars: Scalars['Int']['output'];
};

export type InstallmentOption = {
  /** Number of monthly installments */
  count: Scalars['Int']['output'];
  /** Fee on the amount due, per mille (e.g. 15 = 1.5%) */
  feePerMille: Scalars['Int']['output'];
  /** The last installment, which carries the rounding */
  lastInstallment: Money;
  /** Each installment but the last */
  perInstallment: Money;
  /** All installments together: the amount due plus the fee */
  total: Money;
};

export type InsuranceBenefit = {
  /** TRIP_CANCELLATION, MEDICAL, BAGGAGE or DELAY */
  code: Scalars['String']['output'];
  /** The most paid per traveller for it */
  limit: Money;
};

export type InsurancePlan = {
  benefits: Array<InsuranceBenefit>;
  /** ESSENTIAL or COMPREHENSIVE */
  planCode: Scalars['String']['output'];
  /**
   * Priced by the trip's cost, the travellers' ages (their dates of birth, an adult's age band
   * when not given yet) and the destination's region (docs/demo-api.md, "Partner products")
   */
  quote: ProductQuote;
};

export type ItineraryPartInput = {
  /** YYYY-MM-DD */
  date: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
  /** An offerRef from an earlier answer; -1 means none (flexible calendar) */
  selectedOfferRef?: InputMaybe<Scalars['String']['input']>;
};

/** A loyalty programme membership with its balance, read from the programme. */
export type LoyaltyBalance = {
  number: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  /** Airline code of the programme */
  programme: Scalars['String']['output'];
  /** The programme's tier name, e.g. Silver */
  tier: Scalars['String']['output'];
};

export type LoyaltyMembership = {
  number: Scalars['String']['output'];
  /** Airline code of the programme */
  programme: Scalars['String']['output'];
};

export type LoyaltyMembershipInput = {
  number: Scalars['String']['input'];
  programme: Scalars['String']['input'];
};

export type MatrixCell = {
  available: Scalars['Boolean']['output'];
  inboundDate: Scalars['String']['output'];
  lowestTotal?: Maybe<Money>;
  outboundDate: Scalars['String']['output'];
  pointsTotal?: Maybe<Scalars['Int']['output']>;
};

/**
 * How a link names its segments: what the timetable is searched by, and what else must
 * match. Every code sends each segment's origin, destination and departure.
 */
export type MetaSearchCode =
  /**
   * The partner's complete offer: marketing and operating airline, flight number, airports,
   * departure and arrival local date-times, all as the timetable has them today; a flight
   * whose times or operator changed since is SCHEDULE_MISMATCH.
   */
  | 'CMA'
  /**
   * The partner's priced route, without flight numbers: the flight of the marketing airline
   * (default the storefront's, ZZ) that leaves the origin for the destination at the
   * departure local date-time; a flight number or arrival, when sent, must match.
   */
  | 'CMP'
  /**
   * By marketing airline, flight number and the local date of departure (its time is not
   * compared); the origin and destination sent must be the flight's.
   */
  | 'FLIGHT_NUMBER';

/** What a meta-search link carries (docs/meta-search.md). */
export type MetaSearchInput = {
  /** The total the partner showed for all passengers, fares and taxes */
  advertisedFare: MoneyInput;
  /** How the segments are named and matched */
  code: MetaSearchCode;
  /** ISO 4217 currency to price in (USD, EUR or GBP); default the point of sale's; advertisedFare must be in it */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 6 parts in travel order */
  itineraryParts: Array<MetaSearchPartInput>;
  /** Counts per passenger type, as in searchFlights */
  passengers: PassengerCountsInput;
  /** Country (ISO 3166 two letters) the sale is made in; sets the currency when currency is absent: GB in GBP, euro countries in EUR, any other in USD */
  pointOfSale?: InputMaybe<Scalars['String']['input']>;
  /** Applied as in searchFlights (unknown codes answer the message PROMO_UNKNOWN, not an error) */
  promoCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The partner's code (1 to 32 letters, digits, '-' or '_'), stored with the order */
  referrerCode: Scalars['String']['input'];
};

/** One leg of the journey (outbound, return, ...): its segments in travel order and its brand. */
export type MetaSearchPartInput = {
  /** Brand of every segment of the part: light, classic, flex or business */
  brandId: Scalars['String']['input'];
  /** 1 to 4 segments, each departing where the one before arrives */
  segments: Array<MetaSearchSegmentInput>;
};

/** A meta-search landing: the itinerary priced today beside the price the partner showed. */
export type MetaSearchResult = {
  /** The advertised fare as sent */
  advertisedTotal: Money;
  /** The conversation's cart, the itinerary in it priced as addItinerary prices it */
  cart: Cart;
  /** As searchFlights answers them: PROMO_APPLIED, PROMO_UNKNOWN, ... */
  messages: Array<SearchMessage>;
  /** cart.total less advertisedTotal: positive when dearer today, negative when cheaper, 0 when the price matched */
  priceDifference: Money;
  /** The partner's code, stored with the order when this conversation buys */
  referrerCode: Scalars['String']['output'];
};

/** One flight of an itinerary part, as the partner's offer lists it. */
export type MetaSearchSegmentInput = {
  /** The partner's notes on the flight (e.g. a change of terminal); not read by the API */
  advisories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Marketing airline; required by FLIGHT_NUMBER and CMA; CMP defaults to ZZ */
  airlineCode?: InputMaybe<Scalars['String']['input']>;
  /** Airport-local YYYY-MM-DDTHH:mm:ss; required by CMA, compared when sent */
  arrival?: InputMaybe<Scalars['String']['input']>;
  /** Airport-local YYYY-MM-DDTHH:mm:ss (seconds may be left out); FLIGHT_NUMBER reads only the date and also takes YYYY-MM-DD */
  departure: Scalars['String']['input'];
  /** Airport code where it arrives */
  destination: Scalars['String']['input'];
  /** Marketing flight number, digits only, without the airline (123); required by FLIGHT_NUMBER and CMA */
  flightNumber?: InputMaybe<Scalars['String']['input']>;
  /** The partner's marriage group: segments that share one are sold together, so one group may not span two itinerary parts */
  marriageGroup?: InputMaybe<Scalars['String']['input']>;
  /** Airline that flies it; required by CMA, compared when sent */
  operatingAirlineCode?: InputMaybe<Scalars['String']['input']>;
  /** Airport code where the segment departs */
  origin: Scalars['String']['input'];
  /** Intermediate airports of a through flight (one flight number, no change of aircraft), in order; compared when sent */
  stopAirports?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Money = {
  /** Integer minor units, e.g. 12345 = 123.45 USD */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

/** An amount in integer minor units with its ISO 4217 currency, e.g. 45600 USD = 456.00 USD. */
export type MoneyInput = {
  amount: Scalars['Int']['input'];
  currency: Scalars['String']['input'];
};

export type Mutation = {
  /**
   * Adds an agent to the signed-in agent's agency, without a password: the new agent gets
   * a mail with a reset key to set its own. Answers the profile. Fields are checked as
   * createAgencyProfile checks the first agent's; a taken loginId: validation LOGIN_ID_TAKEN.
   */
  addAgent: AgencyProfile;
  /**
   * Adds the chosen offers (one per itinerary part, in order) to the conversation's
   * cart and prices the whole itinerary. Needs the execution header. Other offers than
   * the cart holds let go of its seats and partner products, and are refused while a
   * payment waits for the bank (PAYMENT_IN_PROGRESS); the same offers again keep them.
   */
  addItinerary: Cart;
  /** Puts a quote in the conversation's cart (replacing a quote of its kind). Needs the execution header. */
  addProductToCart: Cart;
  /** Signs an agent in to the agency channel. */
  agencySignIn: AccountSession;
  /**
   * Cancels and refunds, all in one transaction (refunded and cancelled, or nothing changes).
   * Refused without confirmed true (CONFIRMATION_REQUIRED). selectedRefundTarget defaults to
   * ORIGINAL_PAYMENT. Sent again in the same conversation (a lost answer, a double click),
   * it answers the first confirm's result and refunds nothing more; the conversation then
   * takes no other call.
   */
  cancelAndRefundConfirm: CancelAndRefundConfirmResponse;
  /**
   * Cancels the product as its preview said (an expired preview: businessLogic
   * PREVIEW_EXPIRED, 409); the refund goes to the original payment, is recorded in the
   * order's ledger and history. Answers the trip.
   */
  cancelProduct: Trip;
  /**
   * Cancels the conversation's upgrades and refunds, in one transaction. Refused without
   * confirmed true (CONFIRMATION_REQUIRED). Sent again in the same conversation, it answers the
   * first confirm's result and refunds nothing more; another conversation on an upgrade
   * cancelled meanwhile answers UPGRADE_NOT_FOUND (409).
   */
  cancelUpgradeConfirm: CancelUpgradeResult;
  /** The trip's upgraded flights still to fly and what cancelling each refunds; refused as Trip.actions' CANCEL_UPGRADE says. */
  cancelUpgradeOffers: Array<CancelUpgradeOffer>;
  /**
   * What cancelling the upgrades of these flights (OrderSegment.index, from cancelUpgradeOffers)
   * refunds and where; starts the cancel-upgrade conversation (execution response header). A
   * flight without an upgrade answers validation UPGRADE_NOT_FOUND.
   */
  cancelUpgradeProducts: CancelUpgradeProducts;
  /** Finishes a purchase that answered CHALLENGE_REQUIRED or REDIRECT_REQUIRED. */
  completeChallenge: PurchaseResult;
  /** Accepts every pending schedule change of the order (all segments at once). Answers the trip. */
  confirmScheduleChange: Trip;
  /** Registers an agency with its first agent, and signs that agent in. IATA number taken: validation IATA_NUMBER_TAKEN. */
  createAgencyProfile: AccountSession;
  /**
   * Creates a traveller's account with its profile and signs it in. With pnrQuery, the
   * booking it finds is attached to the new account. userId taken: validation USER_ID_TAKEN.
   */
  createProfile: AccountSession;
  /** Withdraws an access grant (the traveller left the trip); true whether or not it was still valid. */
  endTripAccess: Scalars['Boolean']['output'];
  /**
   * Exercises the CFAR contract as its preview said: the flights are cancelled (the order
   * CANCELLED, its seats freed), the contract's share of the flights' price is refunded to
   * the original payment, recorded in the ledger and history (CFAR_EXERCISED). Other
   * products stay as they are. Answers the trip.
   */
  exerciseCfar: Trip;
  /**
   * What cancelling the trip (or the passengers or parts pnrQuery names) refunds and what
   * is lost; starts the cancel-and-refund conversation (execution response header). Refused
   * as Trip.actions' CANCEL says; a partial cancel on a fare that does not allow it answers
   * PARTIAL_CANCEL_NOT_ALLOWED, one that would leave a child without an adult
   * MINOR_WITHOUT_ADULT (422).
   */
  getCancelAndRefund: CancelAndRefundDetailsResponse;
  /**
   * The refund targets with their amounts, in the conversation of the execution header.
   * With pnrQuery (the same trip), its passengers or parts replace those chosen before.
   */
  getCancelAndRefundReview: CancelAndRefundReviewResponse;
  /** Holds a seat for a passenger on a segment (replacing their previous one). Taken: businessLogic SEAT_TAKEN, status 409. */
  holdSeat: SeatAssignment;
  /**
   * Lands a meta-search link: finds its segments in the timetable as the code says, prices
   * them for the passengers in each part's brand and opens a conversation (the answer's
   * execution header) with the itinerary in its cart. Sent with an execution header, it
   * still opens a new conversation. Errors: see the section above.
   */
  metaSearch: MetaSearchResult;
  /** Pays a HELD order (pay later) before it expires; no execution header needed. */
  payHeldOrder: PurchaseResult;
  /** What exercising a CONFIRMED CFAR contract refunds now; after its deadline: PRODUCT_NOT_CANCELLABLE (409). */
  previewCfarExercise: ProductCancelPreview;
  /** What cancelling a CONFIRMED product would give back now; not cancellable: businessLogic PRODUCT_NOT_CANCELLABLE (409). */
  previewProductCancel: ProductCancelPreview;
  /**
   * Pays for the cart and stores the order. The same idempotencyKey in the same
   * conversation answers the same result and never creates a second order or charge.
   */
  purchase: PurchaseResult;
  /** Keeps a search the signed-in traveller made (the same search again moves to the top); answers the list. */
  putUserCriteria: Array<RecentSearch>;
  /** Records what the traveller did with the CFAR offers (analytics); true when recorded. */
  recordCfarEvent: Scalars['Boolean']['output'];
  /** Releases a passenger's seat on a segment; true when one was held. */
  releaseSeat: Scalars['Boolean']['output'];
  /**
   * Removes an agent of the signed-in agent's agency: its sessions end at once and it signs
   * in no more; its bookings stay the agency's. Not itself or the agency's last agent:
   * businessLogic AGENT_NOT_REMOVABLE (409); AGENT_NOT_FOUND as updateAgent.
   */
  removeAgent: AgencyProfile;
  /** Takes a product out of the cart; the cart unchanged when it was not in it. Needs the execution header. */
  removeProductFromCart: Cart;
  /** Sends an agent a reset key by email when the loginId exists; always true, as requestPasswordReset. */
  requestAgencyResetKey: Scalars['Boolean']['output'];
  /**
   * Sends a reset link to the account's email when the account exists. Always true, in the
   * same time either way: the answer never says whether the account exists (nor whether it had
   * its 3 mails in 15 minutes, past which none is sent). A client past 10 requests in 15
   * minutes: RATE_LIMITED (HTTP 429 with Retry-After).
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets an agent's new password with the reset key; ends the agent's sessions. */
  resetAgencyPassword: Scalars['Boolean']['output'];
  /** Sets a new password with a reset key from the link; ends every session of the account. True when set. */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Air search. BRANDED: offers for the first itinerary part
   * without a selectedOfferRef, priced together with the parts before it that have one
   * (so "selecting outbound then shows inbound"). CALENDAR30: the lowest fare of each
   * day of the month of that part's date. FLEXIBLECALENDAR: round trips only, lowest
   * total for outbound date +/- 3 days x inbound date +/- 3 days. Without an execution
   * header a new conversation starts; with one, the conversation's selections follow.
   */
  searchFlights: AirSearchResult;
  /**
   * In an upgrade conversation: the cart holds exactly these offers (UpgradeOffer.id; an
   * empty list empties it). An unknown id answers validation UNKNOWN_UPGRADE_OFFER; a flight
   * whose Business cabin is full, UPGRADE_SOLD_OUT (409). Answers the cart.
   */
  selectUpgrade: Cart;
  /** Signs a traveller in (a new session id: a session from before is ended, never reused). */
  signIn: AccountSession;
  /** Ends the session (traveller or agent) and clears the cookie; true whether or not one was open. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Starts a conversation on a CONFIRMED order (its key in the execution response header, as a
   * search does). In it, seatMap, holdSeat, releaseSeat, ancillaries, updateAncillaries,
   * cart, paymentOptions and purchase work as in booking, on the order's flights and
   * passengers: the order's seats show as held by their passenger, its bags and extras as
   * included, and the cart prices only what is added or changed. purchase then adds it to
   * the order in one transaction (paid and added, or nothing changes); a changed seat frees
   * the old one for others. When nothing is due, purchase takes payment type NONE.
   *
   * Flow EXCHANGE (an order whose fares allow changes: CHANGE_FLIGHTS): each part of the
   * answer's cart carries an offerRef that stands for that part as booked. searchFlights
   * (with exchangeType, one itineraryPart per part of the order, a part to keep sent with
   * its offerRef as selectedOfferRef) answers offers with their change price, and
   * addItinerary takes one offerRef per part (the booked one for a part kept). purchase pays
   * Cart.change (NONE when nothing is due) and in one transaction puts the new flights on the
   * order, moves each passenger's seat to the same seat on the new flight where it is free
   * (Trip.seatsNotKept names the others), frees the old seats and updates the totals; a
   * declined payment changes nothing.
   */
  startTripChange: Cart;
  /** Replaces the signed-in agent's agency details; answers the profile. */
  updateAgencyProfile: AgencyProfile;
  /**
   * Changes an agent of the signed-in agent's agency (never its password). An agentId of
   * no agent of this agency: businessLogic AGENT_NOT_FOUND (404); LOGIN_ID_TAKEN as addAgent.
   */
  updateAgent: AgencyProfile;
  /** Replaces the chosen bags and extras; answers the cart with them. */
  updateAncillaries: Cart;
  /**
   * Replaces the conversation's passengers and contact. One passenger per traveller of
   * the search (counts per type must match). Refusals are validation errors whose
   * extensions.details lists { path, code } per invalid field.
   */
  updatePassengers: PassengerDetails;
  /**
   * Replaces the sections sent (each one whole, validated as updatePassengers validates);
   * sections not sent stay as they were. Answers the profile.
   */
  updateProfile: Profile;
  /**
   * Changes contact and passenger details of an order, validated like updatePassengers
   * (validation errors list { path, code } in extensions.details). Answers the trip.
   */
  updateTripPassengers: Trip;
  /** Starts a wallet payment for the conversation's cart. Needs the execution header. */
  walletPaymentSession: WalletPaymentSession;
};


export type MutationAddAgentArgs = {
  agent: AgentInput;
};


export type MutationAddItineraryArgs = {
  offerRefs: Array<Scalars['String']['input']>;
};


export type MutationAddProductToCartArgs = {
  quoteId: Scalars['ID']['input'];
};


export type MutationAgencySignInArgs = {
  loginId: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCancelAndRefundConfirmArgs = {
  confirmed: Scalars['Boolean']['input'];
  paymentData?: InputMaybe<RefundPaymentDataInput>;
  selectedRefundTarget?: InputMaybe<RefundTarget>;
};


export type MutationCancelProductArgs = {
  lookup: TripLookupInput;
  previewId: Scalars['ID']['input'];
};


export type MutationCancelUpgradeConfirmArgs = {
  confirmed: Scalars['Boolean']['input'];
};


export type MutationCancelUpgradeOffersArgs = {
  lookup: TripLookupInput;
};


export type MutationCancelUpgradeProductsArgs = {
  lookup: TripLookupInput;
  segmentIndexes: Array<Scalars['Int']['input']>;
};


export type MutationCompleteChallengeArgs = {
  challengeId: Scalars['String']['input'];
  outcome: ChallengeOutcome;
};


export type MutationConfirmScheduleChangeArgs = {
  lookup: TripLookupInput;
};


export type MutationCreateAgencyProfileArgs = {
  agency: AgencyProfileInput;
  agent: NewAgentInput;
};


export type MutationCreateProfileArgs = {
  password: Scalars['String']['input'];
  pnrQuery?: InputMaybe<TripLookupInput>;
  profile: ProfileInput;
};


export type MutationEndTripAccessArgs = {
  accessGrant: Scalars['String']['input'];
};


export type MutationExerciseCfarArgs = {
  lookup: TripLookupInput;
  previewId: Scalars['ID']['input'];
};


export type MutationGetCancelAndRefundArgs = {
  pnrQuery: PnrQueryInput;
};


export type MutationGetCancelAndRefundReviewArgs = {
  pnrQuery?: InputMaybe<PnrQueryInput>;
};


export type MutationHoldSeatArgs = {
  passengerId: Scalars['String']['input'];
  seatNumber: Scalars['String']['input'];
  segmentIndex: Scalars['Int']['input'];
};


export type MutationMetaSearchArgs = {
  input: MetaSearchInput;
};


export type MutationPayHeldOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  payment: PaymentInput;
  reference: Scalars['String']['input'];
};


export type MutationPreviewCfarExerciseArgs = {
  lookup: TripLookupInput;
  productId: Scalars['ID']['input'];
};


export type MutationPreviewProductCancelArgs = {
  lookup: TripLookupInput;
  productId: Scalars['ID']['input'];
};


export type MutationPurchaseArgs = {
  billing?: InputMaybe<BillingInput>;
  idempotencyKey: Scalars['String']['input'];
  languageForBooking?: InputMaybe<Scalars['String']['input']>;
  payment: PaymentInput;
  remarks?: InputMaybe<Array<Scalars['String']['input']>>;
  verificationToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPutUserCriteriaArgs = {
  search: RecentSearchInput;
};


export type MutationRecordCfarEventArgs = {
  event: CfarEvent;
  sessionId: Scalars['ID']['input'];
};


export type MutationReleaseSeatArgs = {
  passengerId: Scalars['String']['input'];
  segmentIndex: Scalars['Int']['input'];
};


export type MutationRemoveAgentArgs = {
  agentId: Scalars['String']['input'];
};


export type MutationRemoveProductFromCartArgs = {
  kind: ProductKind;
};


export type MutationRequestAgencyResetKeyArgs = {
  loginId: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  userId: Scalars['String']['input'];
};


export type MutationResetAgencyPasswordArgs = {
  password: Scalars['String']['input'];
  resetKey: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  resetPasswordKey: Scalars['String']['input'];
};


export type MutationSearchFlightsArgs = {
  criteria: SearchCriteriaInput;
  page?: InputMaybe<OffersPageInput>;
};


export type MutationSelectUpgradeArgs = {
  offerIds: Array<Scalars['String']['input']>;
};


export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  userId: Scalars['String']['input'];
};


export type MutationStartTripChangeArgs = {
  flow: TripFlow;
  lookup: TripLookupInput;
};


export type MutationUpdateAgencyProfileArgs = {
  agency: AgencyProfileInput;
};


export type MutationUpdateAgentArgs = {
  agent: AgentInput;
  agentId: Scalars['String']['input'];
};


export type MutationUpdateAncillariesArgs = {
  selections: Array<AncillarySelectionInput>;
};


export type MutationUpdatePassengersArgs = {
  contact: ContactInput;
  passengers: Array<PassengerInput>;
};


export type MutationUpdateProfileArgs = {
  companions?: InputMaybe<Array<CompanionInput>>;
  contact?: InputMaybe<ContactInput>;
  loyaltyMemberships?: InputMaybe<Array<LoyaltyMembershipInput>>;
  personal?: InputMaybe<PersonalDetailsInput>;
  preferences?: InputMaybe<TravelPreferencesInput>;
  travelDocuments?: InputMaybe<Array<TravelDocumentInput>>;
};


export type MutationUpdateTripPassengersArgs = {
  contact?: InputMaybe<ContactInput>;
  lookup: TripLookupInput;
  passengers?: InputMaybe<Array<TripPassengerUpdateInput>>;
};


export type MutationWalletPaymentSessionArgs = {
  method: WalletMethod;
  validationUrl?: InputMaybe<Scalars['String']['input']>;
};

export type NewAgentInput = {
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  loginId: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type OfferSort =
  | 'DEPARTURE'
  | 'DURATION'
  | 'PRICE';

export type OffersPage = {
  /** The next page's offset, null on the last page */
  nextOffset?: Maybe<Scalars['Int']['output']>;
  offers: Array<FlightOffer>;
  offset: Scalars['Int']['output'];
  /** Offers matching the filters in all */
  totalCount: Scalars['Int']['output'];
};

export type OffersPageInput = {
  /** Departure window, local minutes after midnight, inclusive */
  departureFrom?: InputMaybe<Scalars['Int']['input']>;
  departureTo?: InputMaybe<Scalars['Int']['input']>;
  /** Page size; default and maximum 100 (lazy search) */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Most stops allowed (0 nonstop only) */
  maxStops?: InputMaybe<Scalars['Int']['input']>;
  /** Offers to skip; default 0 */
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<OfferSort>;
};

export type OperatingDay = {
  available: Scalars['Boolean']['output'];
  date: Scalars['String']['output'];
  /** ISO day of week: 1 Monday ... 7 Sunday */
  dayOfWeek: Scalars['Int']['output'];
};

export type Order = {
  /** Agency orders: the agency and the agent who booked; null for other orders */
  agency?: Maybe<AgencySummary>;
  agentLoginId?: Maybe<Scalars['String']['output']>;
  contact?: Maybe<Contact>;
  /** Fare of all passengers, before taxes */
  fare: Money;
  /** HELD: when the hold ends (ISO instant) */
  holdExpiresAt?: Maybe<Scalars['String']['output']>;
  /** Monthly installments of the card payment, when more than one */
  installments?: Maybe<Scalars['Int']['output']>;
  /** Seats, bags and extras bought with the order */
  items: Array<CartItem>;
  passengers: Array<OrderPassenger>;
  /**
   * HELD: the forms of payment payHeldOrder takes for this order (cards that need no
   * challenge), with their surcharge configurations in the order's currency; empty for
   * any other status.
   */
  paymentOptions: Array<PaymentOption>;
  payments: Array<Payment>;
  /** Partner products bought with the order or since, in the order they were bought */
  products: Array<OrderProduct>;
  /** Six characters, no 0/O/1/I/L */
  reference: Scalars['String']['output'];
  /** The meta-search partner's code when the order's conversation began with metaSearch, else null */
  referrerCode?: Maybe<Scalars['String']['output']>;
  /** Flights in order over all parts */
  segments: Array<OrderSegment>;
  /** CONFIRMED, HELD or CANCELLED */
  status: Scalars['String']['output'];
  taxes: Money;
  total: Money;
};

export type OrderPassenger = {
  /** YYYY-MM-DD */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  givenName: Scalars['String']['output'];
  /** As sent to updatePassengers, e.g. ADT-1 */
  id: Scalars['String']['output'];
  /** Infants: the id of the adult they travel with */
  infantOf?: Maybe<Scalars['String']['output']>;
  loyaltyNumber?: Maybe<Scalars['String']['output']>;
  /** Airline code of the loyalty programme */
  loyaltyProgramme?: Maybe<Scalars['String']['output']>;
  travelDocument?: Maybe<TravelDocument>;
  type: PassengerTypeCode;
};

export type OrderProduct = {
  /**
   * Whether previewProductCancel (or, for CFAR, previewCfarExercise) may be asked now;
   * false once it has ended, after its start (a car picked up, a hotel checked in), after a
   * CFAR deadline, or for insurance once its cover has started
   */
  cancellable: Scalars['Boolean']['output'];
  /** CAR only */
  carConditions?: Maybe<CarRentalConditions>;
  /** CFAR only */
  cfar?: Maybe<CfarTerms>;
  /** ISO instant it was confirmed */
  confirmedAt?: Maybe<Scalars['String']['output']>;
  /** CAR: drop-off, HOTEL: check-out; null for the others */
  endsAt?: Maybe<Scalars['String']['output']>;
  /** HOTEL only: the policy it was booked under */
  hotelPolicy?: Maybe<HotelCancellationPolicy>;
  kind: ProductKind;
  /** What was paid for it */
  price: Money;
  /** Unique in the order */
  productId: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
  /** The provider's own reference (policy, contract, rental or hotel confirmation); null until CONFIRMED */
  reference?: Maybe<Scalars['String']['output']>;
  /** Given back so far; never more than price */
  refunded: Money;
  /** CAR: pick-up, HOTEL: check-in (airport-local YYYY-MM-DD or YYYY-MM-DDTHH:mm); null for the others */
  startsAt?: Maybe<Scalars['String']['output']>;
  state: ProductState;
  terms: ProductTerms;
  title: Scalars['String']['output'];
};

export type OrderSegment = {
  airlineCode: Scalars['String']['output'];
  arrival: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  /** The cabin the passengers fly in: the brand's, or Business once upgraded */
  cabin: Scalars['String']['output'];
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: Scalars['String']['output'];
  destination: Airport;
  flightNumber: Scalars['String']['output'];
  /** Over all parts, from 0: the index of CartItem for seats */
  index: Scalars['Int']['output'];
  /** Live status of this flight (the flight status data), null when the flight is not in the timetable any more */
  liveStatus?: Maybe<FlightStatusLeg>;
  origin: Airport;
  /** The itinerary part, from 0 */
  partIndex: Scalars['Int']['output'];
  /** The upgrade bought for this flight; null when none */
  upgrade?: Maybe<SegmentUpgrade>;
};

export type Passenger = {
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  givenName: Scalars['String']['output'];
  id: Scalars['String']['output'];
  infantOf?: Maybe<Scalars['String']['output']>;
  knownTravellerNumber?: Maybe<Scalars['String']['output']>;
  loyaltyNumber?: Maybe<Scalars['String']['output']>;
  loyaltyProgramme?: Maybe<Scalars['String']['output']>;
  redressNumber?: Maybe<Scalars['String']['output']>;
  travelDocument?: Maybe<TravelDocument>;
  type: PassengerTypeCode;
};

/** Counts per passenger type; zero counts are left out by the client. */
export type PassengerCountsInput = {
  ADT?: InputMaybe<Scalars['Int']['input']>;
  CHD?: InputMaybe<Scalars['Int']['input']>;
  INF?: InputMaybe<Scalars['Int']['input']>;
  SRC?: InputMaybe<Scalars['Int']['input']>;
  YTH?: InputMaybe<Scalars['Int']['input']>;
};

export type PassengerDetails = {
  contact?: Maybe<Contact>;
  /** True when the itinerary crosses a border: documents and dates of birth are required. */
  international: Scalars['Boolean']['output'];
  passengers: Array<Passenger>;
};

export type PassengerInput = {
  /** YYYY-MM-DD; required for CHD and INF, and for everyone on international trips */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  familyName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  givenName: Scalars['String']['input'];
  /** Client-chosen id, unique in the list (e.g. ADT-1) */
  id: Scalars['String']['input'];
  /** Infants: the id of the adult they travel with (one infant per adult) */
  infantOf?: InputMaybe<Scalars['String']['input']>;
  knownTravellerNumber?: InputMaybe<Scalars['String']['input']>;
  loyaltyNumber?: InputMaybe<Scalars['String']['input']>;
  /** Airline code of the loyalty programme, with number */
  loyaltyProgramme?: InputMaybe<Scalars['String']['input']>;
  redressNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required on international itineraries */
  travelDocument?: InputMaybe<TravelDocumentInput>;
  type: PassengerTypeCode;
};

export type PassengerPrice = {
  count: Scalars['Int']['output'];
  /** Per passenger */
  fare: Money;
  /** ADT, CHD, INF, ... */
  passengerType: Scalars['String']['output'];
  points?: Maybe<Scalars['Int']['output']>;
  taxes: Money;
  total: Money;
};

export type PassengerTypeCode =
  | 'ADT'
  | 'CHD'
  | 'INF';

export type Payment = {
  amount: Money;
  /** Card brand, when a card */
  cardType?: Maybe<Scalars['String']['output']>;
  /** What was charged: the amount in the card's currency when a conversion offer was accepted, else the same as amount */
  charged: Money;
  /** The conversion rate applied, when a conversion offer was accepted */
  conversionRate?: Maybe<Scalars['String']['output']>;
  /** Monthly installments chosen, when more than one */
  installments?: Maybe<Scalars['Int']['output']>;
  last4?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type PaymentDetails = {
  /** Card brands accepted (CARD only) */
  cardTypes: Array<Scalars['String']['output']>;
  /** fields the form must collect: number, expiry, cvc, holderName, billing, voucherNumber */
  fields: Array<Scalars['String']['output']>;
  /** CARD, ZZPAY, PAY_LATER or VOUCHER */
  type: Scalars['String']['output'];
};

export type PaymentInput = {
  card?: InputMaybe<CardInput>;
  /** CARD only: the id of an unexpired currencyConversionOffer for this card's BIN */
  conversionOfferId?: InputMaybe<Scalars['String']['input']>;
  /** Fraud screening data (see FraudNetInput) */
  fraudNetData?: InputMaybe<FraudNetInput>;
  /** CARD only: one of the counts installmentOptions answered for this card's brand */
  installments?: InputMaybe<Scalars['Int']['input']>;
  /** CARD, ZZPAY or PAY_LATER */
  type: Scalars['String']['input'];
  /** APPLE_PAY or GOOGLE_PAY: the token the wallet answered, sent once and never stored */
  walletToken?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentOption = {
  /** PAY_LATER: hours the order is held */
  holdHours?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  surcharges: Array<SurchargeConfiguration>;
  /** CARD, ZZPAY or PAY_LATER */
  type: Scalars['String']['output'];
};

export type PersonalDetails = {
  /** YYYY-MM-DD */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  familyName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  givenName: Scalars['String']['output'];
};

export type PersonalDetailsInput = {
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  familyName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  givenName: Scalars['String']['input'];
};

export type PnrQueryInput = {
  /** As TripLookupInput.accessGrant */
  accessGrant?: InputMaybe<Scalars['String']['input']>;
  /** As TripLookupInput.lastName: required unless accessGrant is sent */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The order id (Trip.orderId) */
  orderId?: InputMaybe<Scalars['String']['input']>;
  /** Cancel only these itinerary parts (OrderSegment.partIndex), for every passenger. Not with passengerIds. */
  partIndexes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /**
   * Cancel only these passengers (OrderPassenger.id) on every flight still to fly; an
   * infant goes with its adult. Not with partIndexes.
   */
  passengerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Booking reference, six characters */
  pnr?: InputMaybe<Scalars['String']['input']>;
};

/** What a whole-trip cancel does to a partner product of the order. */
export type ProductCancelOutcome =
  /** Cancelled by its provider's cancel rules (price back in its free period, less its penalty after) */
  | 'CANCELLED'
  /**
   * Refund protection or cancel-for-any-reason used: it pays the fare back (refund protection)
   * or tops the flights' refund up to its share of their price (cancel-for-any-reason); its own price is kept
   */
  | 'EXERCISED'
  /** Its rules allow no cancel any more (insurance whose cover started, a stay begun): it stays, nothing back */
  | 'KEPT';

export type ProductCancelPreview = {
  /** HOTEL: the penalty of its policy that applies now; null when free */
  appliedPenalty?: Maybe<HotelPenalty>;
  /** ISO instant */
  expiresAt: Scalars['String']['output'];
  /** What the provider keeps (a hotel's penalty, a car cancelled late); zero when none */
  penalty: Money;
  /** Send to cancelProduct or exerciseCfar; valid until expiresAt */
  previewId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  /** What comes back to the original payment */
  refund: Money;
};

export type ProductKind =
  | 'CAR'
  /** Cancel for any reason: a share of the flights' price back, whatever the reason, until a deadline */
  | 'CFAR'
  | 'HOTEL'
  | 'INSURANCE'
  | 'REFUND_PROTECTION';

export type ProductQuote = {
  /** CAR: drop-off, HOTEL: check-out; null for the others */
  endsAt?: Maybe<Scalars['String']['output']>;
  /** ISO instant; after it the quote can no longer be added */
  expiresAt: Scalars['String']['output'];
  kind: ProductKind;
  /** For all travellers (a car: the rental; a hotel: the whole stay), in the cart's currency */
  price: Money;
  /** The provider's name as it trades, e.g. 'SafeTrip Insurance', 'Hertz' */
  provider: Scalars['String']['output'];
  /** Send to addProductToCart */
  quoteId: Scalars['ID']['output'];
  /** CAR: pick-up, HOTEL: check-in (airport-local YYYY-MM-DD or YYYY-MM-DDTHH:mm); null for the others */
  startsAt?: Maybe<Scalars['String']['output']>;
  terms: ProductTerms;
  /** The provider's own name for what is sold (a plan, a car model, a hotel and room), not translated */
  title: Scalars['String']['output'];
};

/**
 * CREATED: quoted or in a cart, nothing paid (a CFAR contract created with its offer).
 * CONFIRMED: booked and paid. VOIDED: ended before it was paid (removed from the cart,
 * expired, or its purchase failed). CANCELLED: cancelled after it was paid (OrderProduct.refunded
 * says what came back). EXERCISED: a CFAR contract used (its share of the flights refunded).
 * FAILED: the provider refused or did not answer when booking; nothing was charged.
 */
export type ProductState =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'CREATED'
  | 'EXERCISED'
  | 'FAILED'
  | 'VOIDED';

export type ProductTerms = {
  /** The provider's terms, to open before choosing (a page of the demo server in the demo) */
  url: Scalars['String']['output'];
  /** The terms' version the quote was made under, kept with the order */
  version: Scalars['String']['output'];
};

/** The traveller's profile, one section per part the profile page edits on its own. */
export type Profile = {
  companions: Array<Companion>;
  contact: Contact;
  /** The first membership's balance, as AccountSession.loyaltyBalance */
  loyaltyBalance?: Maybe<LoyaltyBalance>;
  loyaltyMemberships: Array<LoyaltyMembership>;
  personal: PersonalDetails;
  preferences: TravelPreferences;
  travelDocuments: Array<TravelDocument>;
  /** The sign-in name: the email the account was made with */
  userId: Scalars['String']['output'];
};

/** What a finished booking offers a new profile: its lead passenger, contact and fellow passengers. */
export type ProfileDraft = {
  /** The booking's other passengers (infants excepted), as companions without an id */
  companions: Array<Companion>;
  contact: Contact;
  loyaltyMemberships: Array<LoyaltyMembership>;
  personal: PersonalDetails;
  travelDocuments: Array<TravelDocument>;
};

export type ProfileInput = {
  companions?: InputMaybe<Array<CompanionInput>>;
  contact: ContactInput;
  loyaltyMemberships?: InputMaybe<Array<LoyaltyMembershipInput>>;
  personal: PersonalDetailsInput;
  preferences?: InputMaybe<TravelPreferencesInput>;
  travelDocuments?: InputMaybe<Array<TravelDocumentInput>>;
  /** An email; the account's sign-in name (compared ignoring case) */
  userId: Scalars['String']['input'];
};

/** A proof-of-work challenge (ALTCHA): the browser finds the number, no outside service. */
export type PurchaseCaptcha = {
  algorithm: Scalars['String']['output'];
  challenge: Scalars['String']['output'];
  maxNumber: Scalars['Int']['output'];
  salt: Scalars['String']['output'];
  signature: Scalars['String']['output'];
};

export type PurchaseResult = {
  /** Set for CHALLENGE_REQUIRED and REDIRECT_REQUIRED */
  challengeId?: Maybe<Scalars['String']['output']>;
  /** Products of the cart that were not booked (see DroppedProduct); empty when all were */
  droppedProducts: Array<DroppedProduct>;
  order?: Maybe<Order>;
  status: PurchaseStatus;
};

export type PurchaseStatus =
  | 'CHALLENGE_REQUIRED'
  | 'CONFIRMED'
  | 'HELD'
  | 'REDIRECT_REQUIRED';

export type Query = {
  /** Bookings the signed-in agent's agency made, upcoming and past; another agency's never. */
  agencyOrders: AccountTrips;
  /** The signed-in agent's agency. SIGN_IN_REQUIRED without an agent's session. */
  agencyProfile: AgencyProfile;
  /**
   * Airports the airline serves, matched on code, city, name or country, in the request's
   * language and in English, ignoring case, accents and Arabic harakat and alef forms.
   */
  airports: Array<Airport>;
  /** Checked bags per passenger per part and extras, with what the brand includes and prices. */
  ancillaries: Ancillaries;
  /**
   * Boarding passes of a CONFIRMED order inside its check-in window: one entry per passenger
   * (infants with their adult) per segment still to fly, type BOARDING_PASS. Outside the
   * window: businessLogic CHECKIN_NOT_OPEN or CHECKIN_CLOSED (409).
   */
  boardingPasses: Array<BoardingPassEntry>;
  /**
   * Cars at a desk between pick-up and drop-off (airport-local YYYY-MM-DDTHH:mm); empty when
   * none is left. Needs the execution header.
   */
  carAvailability: Array<CarOffer>;
  /** Rental desks at an airport (empty where there is none). */
  carLocations: Array<CarLocation>;
  /** The rental conditions of a car quote (shown before it is booked). */
  carRentalConditions: CarRentalConditions;
  /**
   * Card brand from the card number's first 6 to 8 digits (`bin`, digits only): VISA, MASTERCARD,
   * AMEX; null when unknown. The brand needs no more, so the full number is never sent here: a longer
   * value or one with other characters is refused (validation INVALID_BIN, 400) without being echoed.
   */
  cardType?: Maybe<Scalars['String']['output']>;
  /** The conversation's cart. Needs the execution header. */
  cart: Cart;
  /** Cancel-for-any-reason offers for the conversation's trip. Needs the execution header. */
  cfarOffers: CfarOffers;
  /**
   * The result of a purchase that answered CHALLENGE_REQUIRED or REDIRECT_REQUIRED:
   * CONFIRMED or HELD with the order once finished, the same pending status while the
   * traveller has not answered, businessLogic PAYMENT_DECLINED when they failed it.
   */
  challengeResult: PurchaseResult;
  /** Forms of payment that can pay part of the cart together with the first one, with their surcharge configurations. */
  combinablePaymentOptions: Array<PaymentOption>;
  /**
   * Dynamic currency conversion: the cart's amount in the currency of the card whose
   * first six digits are `bin`; null when the card is in the booking currency or unknown.
   * The offer is tied to the conversation and expires after 15 minutes.
   */
  currencyConversionOffer?: Maybe<CurrencyConversionOffer>;
  /** Fare rules of one offer (its brand on its route). */
  fareRules: Array<FareRule>;
  /** Published schedule between two airports around a date. */
  flightSchedules: FlightSchedule;
  /** Status of one flight on one departure date. Unknown flight: businessLogic error FLIGHT_NOT_FOUND. */
  flightStatus: FlightStatus;
  /** The penalties of a room for a stay. */
  hotelCancellationPolicy: HotelCancellationPolicy;
  /** One hotel with its rooms for the stay; an unknown hotelId: businessLogic HOTEL_NOT_FOUND (404). Needs the execution header. */
  hotelDetails: HotelDetails;
  /** Hotels near an airport with a room for the stay, nearest first. Needs the execution header. */
  hotelSearch: Array<HotelSummary>;
  /**
   * Installment plans for the cart paid by this card brand (VISA, MASTERCARD, AMEX).
   * Empty for AMEX and for carts under the threshold. Needs the execution header.
   */
  installmentOptions: Array<InstallmentOption>;
  /** Insurance plans for the conversation's trip (insurance get and shop). Needs the execution header. */
  insurancePlans: Array<InsurancePlan>;
  /**
   * An order with its details, answered only to the conversation that created it (its
   * execution header, although that conversation has completed); null otherwise.
   */
  order?: Maybe<Order>;
  /** The conversation's passengers and contact; empty until updatePassengers. */
  passengers: PassengerDetails;
  /** What a form of payment needs the traveller to enter, and the card brands it accepts. */
  paymentDetails: PaymentDetails;
  /** Forms of payment for the cart, with their surcharge configurations. */
  paymentOptions: Array<PaymentOption>;
  /** The signed-in traveller's profile. SIGN_IN_REQUIRED without a session. */
  profile: Profile;
  /**
   * A new profile's suggested details from a finished booking found as retrieveTrip finds
   * it (pnr or orderId with lastName or accessGrant): for create-profile, pre-filled.
   */
  profileDraft: ProfileDraft;
  /**
   * How this conversation's purchase attempt with `idempotencyKey` stands, asked without
   * the request (a page reloaded while paying no longer has the card details to send the
   * purchase again): CONFIRMED or HELD with the order as it is now once the attempt made
   * one; CHALLENGE_REQUIRED or REDIRECT_REQUIRED with the challengeId while the bank or
   * ZZ Pay has not answered; the attempt's businessLogic error when it failed
   * (PAYMENT_DECLINED, INSUFFICIENT_FUNDS, PAYMENT_ABANDONED, CART_CHANGED); null when the
   * conversation has no attempt with that key. Answered, like order(reference), only to the
   * conversation of the execution header, although it has completed with the purchase.
   */
  purchaseAttempt?: Maybe<PurchaseResult>;
  /**
   * A proof-of-work challenge for the next purchase. The demo server asks for one
   * (businessLogic CAPTCHA_REQUIRED, 428) after repeated declined payments from a client;
   * the solution goes in purchase's verificationToken (base64 JSON of the challenge and its
   * number). A challenge is used once and expires after 10 minutes.
   */
  purchaseCaptcha: PurchaseCaptcha;
  /** Refund protection for the conversation's trip; null when the trip cannot have it. Needs the execution header. */
  refundProtectionQuote?: Maybe<RefundProtectionQuote>;
  /** The trip; see the rules above this section. */
  retrieveTrip: Trip;
  /** Seat map of one segment of the cart (segments counted over all parts, from 0), in the booked cabin. */
  seatMap: SeatMap;
  /**
   * Who is signed in, null when nobody is (or the session ended). Using it renews the idle
   * expiry. refreshBalances reads the loyalty balance from the programme again.
   */
  session?: Maybe<AccountSession>;
  /** The signed-in traveller's bookings (attached at purchase or by createProfile's pnrQuery). */
  upcomingTrips: AccountTrips;
  /** In an upgrade conversation (execution header): one offer per flight still to fly below Business with room in Business. */
  upgradeOffers: Array<UpgradeOffer>;
  /** The signed-in traveller's recent searches, newest first, at most 5. */
  userCriteria: Array<RecentSearch>;
};


export type QueryAirportsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBoardingPassesArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  lookup: TripLookupInput;
};


export type QueryCarAvailabilityArgs = {
  dropOff: Scalars['String']['input'];
  locationId: Scalars['ID']['input'];
  pickUp: Scalars['String']['input'];
};


export type QueryCarLocationsArgs = {
  airportCode: Scalars['String']['input'];
};


export type QueryCarRentalConditionsArgs = {
  quoteId: Scalars['ID']['input'];
};


export type QueryCardTypeArgs = {
  bin: Scalars['String']['input'];
};


export type QueryChallengeResultArgs = {
  challengeId: Scalars['String']['input'];
};


export type QueryCombinablePaymentOptionsArgs = {
  firstPaymentType: Scalars['String']['input'];
};


export type QueryCurrencyConversionOfferArgs = {
  bin: Scalars['String']['input'];
};


export type QueryFareRulesArgs = {
  offerRef: Scalars['String']['input'];
};


export type QueryFlightSchedulesArgs = {
  departureDate: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
  type?: InputMaybe<ScheduleType>;
};


export type QueryFlightStatusArgs = {
  airlineCode: Scalars['String']['input'];
  departureDate: Scalars['String']['input'];
  destination?: InputMaybe<Scalars['String']['input']>;
  flightNumber: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHotelCancellationPolicyArgs = {
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  hotelId: Scalars['ID']['input'];
  hotelRoomTypeId: Scalars['ID']['input'];
};


export type QueryHotelDetailsArgs = {
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  guests: Scalars['Int']['input'];
  hotelId: Scalars['ID']['input'];
};


export type QueryHotelSearchArgs = {
  airportCode: Scalars['String']['input'];
  checkinDate: Scalars['String']['input'];
  checkoutDate: Scalars['String']['input'];
  guests: Scalars['Int']['input'];
};


export type QueryInstallmentOptionsArgs = {
  cardType: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  reference: Scalars['String']['input'];
};


export type QueryPaymentDetailsArgs = {
  type: Scalars['String']['input'];
};


export type QueryProfileDraftArgs = {
  pnrQuery: TripLookupInput;
};


export type QueryPurchaseAttemptArgs = {
  idempotencyKey: Scalars['String']['input'];
};


export type QueryRetrieveTripArgs = {
  lookup: TripLookupInput;
};


export type QuerySeatMapArgs = {
  segmentIndex: Scalars['Int']['input'];
};


export type QuerySessionArgs = {
  refreshBalances?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A search the traveller made, kept with the account so the search box can offer it again. */
export type RecentSearch = {
  adults: Scalars['Int']['output'];
  cabinClass: Scalars['String']['output'];
  children: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  departureDate: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  infants: Scalars['Int']['output'];
  origin: Scalars['String']['output'];
  /** YYYY-MM-DD; null for one way */
  returnDate?: Maybe<Scalars['String']['output']>;
};

export type RecentSearchInput = {
  adults: Scalars['Int']['input'];
  cabinClass: Scalars['String']['input'];
  children: Scalars['Int']['input'];
  departureDate: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  infants: Scalars['Int']['input'];
  origin: Scalars['String']['input'];
  returnDate?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A charge of the order outside its flights and items (change fees, upgrades, payment fees...),
 * or for a partial cancel what stays with the trip; what of it comes back.
 */
export type RefundCharge = {
  kind: ChargeKind;
  paid: Money;
  refundable: Money;
};

/** A seat, bag or extra bought for a flight being cancelled. */
export type RefundItem = {
  detail: Scalars['String']['output'];
  /** Seats: the segment index; others: the part index */
  index: Scalars['Int']['output'];
  /** SEAT, BAG, PRIORITY_BOARDING, LOUNGE_ACCESS */
  kind: Scalars['String']['output'];
  passengerId: Scalars['String']['output'];
  price: Money;
  /** All of it on a FULL fare, none on others */
  refundable: Money;
};

/** One passenger on one flight being cancelled (an airline's coupon): what was paid for it and what comes back. */
export type RefundLine = {
  /** light, classic, flex or business */
  brandId: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  /** This passenger's share of the order's fare and taxes for this flight */
  fare: Money;
  /** The cancellation fee taken from this line's fare (ORIGINAL_PAYMENT; a travel credit waives it) */
  fee: Money;
  partIndex: Scalars['Int']['output'];
  passengerId: Scalars['String']['output'];
  passengerType: PassengerTypeCode;
  /** The fare that comes back: all of it (FULL), less the fee (FEE), none (NOT_ALLOWED) */
  refundableFare: Money;
  /** Taxes of a flight not flown always come back */
  refundableTaxes: Money;
  /** OrderSegment.index */
  segmentIndex: Scalars['Int']['output'];
  taxes: Money;
};

export type RefundOption = {
  amount: Money;
  /** ORIGINAL_PAYMENT: its split over the order's payments; empty for TRAVEL_CREDIT */
  payments: Array<RefundPaymentShare>;
  target: RefundTarget;
  /** TRAVEL_CREDIT: the last day it can be used for a booking, YYYY-MM-DD */
  validUntil?: Maybe<Scalars['String']['output']>;
};

export type RefundPaymentDataInput = {
  /** TRAVEL_CREDIT only: where the credit's code is sent; the order's contact email when absent */
  creditEmail?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Where a refund's money goes: a card or wallet the order was paid with. The order's payments by one card
 * (the booking's, and what was bought after it) are one share.
 */
export type RefundPaymentShare = {
  amount: Money;
  cardType?: Maybe<Scalars['String']['output']>;
  /**
   * What the card gets back in its own currency: where it was charged in another currency than the order's (a
   * conversion offer accepted), this share at the rate of the payments it goes back to; else the same as amount
   */
  charged: Money;
  last4?: Maybe<Scalars['String']['output']>;
  /** CARD or ZZPAY */
  type: Scalars['String']['output'];
};

/**
 * A partner product of the order in a whole-trip cancel: what was paid for it, what comes back
 * for it by its own rules and what happens to it (none on a partial cancel: the products stay).
 */
export type RefundProductLine = {
  kind: ProductKind;
  outcome: ProductCancelOutcome;
  paid: Money;
  productId: Scalars['ID']['output'];
  /** The provider's reference */
  reference?: Maybe<Scalars['String']['output']>;
  refundable: Money;
  title: Scalars['String']['output'];
};

export type RefundProtectionQuote = {
  /** What it refunds when the traveller cannot fly for a covered reason: the flights' price */
  covered: Money;
  /** Its price as a share of the flights' price, per mille (e.g. 70 = 7%) */
  pricePerMille: Scalars['Int']['output'];
  quote: ProductQuote;
};

/** The cancellation rule of one brand on this trip. */
export type RefundRule = {
  brandId: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  /** Per passenger (infants pay none) and cancellation, taken from the fare; zero when none */
  cancellationFee: Money;
  /** Whether the fare may be cancelled for some passengers or parts only (else the whole order) */
  partialAllowed: Scalars['Boolean']['output'];
  /** NOT_ALLOWED, FEE or FULL (Brand.refund) */
  refund: Scalars['String']['output'];
  /** The rule in English, as fareRules answers it (category CANCELLATION) */
  text: Scalars['String']['output'];
};

export type RefundTarget =
  /** Back to the forms of payment the order was paid with, newest first */
  | 'ORIGINAL_PAYMENT'
  /** A travel credit in the order's currency, for a new booking within a year */
  | 'TRAVEL_CREDIT';

export type ScheduleChange = {
  arrival: Scalars['String']['output'];
  /** Airport-local YYYY-MM-DDTHH:mm:ss, as the airline now flies it */
  departure: Scalars['String']['output'];
  previousArrival: Scalars['String']['output'];
  /** Airport-local YYYY-MM-DDTHH:mm:ss, as booked */
  previousDeparture: Scalars['String']['output'];
  /** The OrderSegment.index it changes */
  segmentIndex: Scalars['Int']['output'];
  /**
   * Whether the change is significant: the departure or the arrival moved by 3 hours or more.
   * A traveller who does not accept a significant change may cancel for all the trip was paid
   * (docs/decisions/significant-schedule-change.md).
   */
  significant: Scalars['Boolean']['output'];
};

export type ScheduleFlight = {
  airlineCode: Scalars['String']['output'];
  arrival: Scalars['String']['output'];
  departure: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  /** Minutes */
  duration: Scalars['Int']['output'];
  equipmentName: Scalars['String']['output'];
  equipmentType: Scalars['String']['output'];
  flightNumber: Scalars['String']['output'];
  numberOfStops: Scalars['Int']['output'];
  operatingAirlineCode: Scalars['String']['output'];
  /** Name of the carrier operating the flight */
  operatingCarrier: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  /** Where the flight stops on the way (same number, same aircraft), in order: numberOfStops codes */
  stops: Array<Scalars['String']['output']>;
};

export type ScheduleOption = {
  flights: Array<ScheduleFlight>;
  /** The seven days from three days before departureDate to three days after. */
  operatingDays: Array<OperatingDay>;
  /** Minutes from first departure to last arrival */
  totalDuration: Scalars['Int']['output'];
  totalStops: Scalars['Int']['output'];
};

/** ALL includes one-stop connections through the hubs; NONSTOP only direct flights. */
export type ScheduleType =
  | 'ALL'
  | 'NONSTOP';

export type SearchCriteriaInput = {
  awardBooking: Scalars['Boolean']['input'];
  /** Economy, PremiumEconomy, Business or First; default Economy */
  cabinClass?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217; default the point of sale's currency (docs/settings.md), else USD */
  currency?: InputMaybe<Scalars['String']['input']>;
  /**
   * Only in an exchange conversation (startTripChange flow EXCHANGE), and required there:
   * the kind of change, e.g. VOLUNTARY (the demo treats every value alike). An exchange
   * search takes currency and passengers from the order, ignoring any sent.
   */
  exchangeType?: InputMaybe<Scalars['String']['input']>;
  itineraryParts: Array<ItineraryPartInput>;
  /** Required, except in an exchange conversation, which takes the order's passengers */
  passengers?: InputMaybe<PassengerCountsInput>;
  /** Two-letter country code of the market; implies the currency when none is sent */
  pointOfSale?: InputMaybe<Scalars['String']['input']>;
  promoCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  searchType: SearchType;
};

export type SearchMessage = {
  /** PROMO_APPLIED, PROMO_UNKNOWN, ... */
  code: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SearchType =
  | 'BRANDED'
  | 'CALENDAR30'
  | 'FLEXIBLECALENDAR';

export type Seat = {
  available: Scalars['Boolean']['output'];
  /** WINDOW, AISLE, MIDDLE, EXTRA_LEGROOM, EXIT_ROW, BASSINET, REDUCED_RECLINE */
  characteristics: Array<Scalars['String']['output']>;
  column: Scalars['String']['output'];
  /** Held by a passenger of this conversation: their id */
  heldBy?: Maybe<Scalars['String']['output']>;
  /** Row and letter, e.g. 12A */
  number: Scalars['String']['output'];
  /** Zero when the brand includes seat choice */
  price: Money;
};

export type SeatAssignment = {
  passengerId: Scalars['String']['output'];
  price: Money;
  seatNumber: Scalars['String']['output'];
  segmentIndex: Scalars['Int']['output'];
};

export type SeatMap = {
  /** An aisle follows each of these letters */
  aisleAfter: Array<Scalars['String']['output']>;
  /** Booking cabin: J business, Y economy */
  cabin: Scalars['String']['output'];
  /** Seat letters left to right */
  columns: Array<Scalars['String']['output']>;
  /** Galleys, lavatories and closets of the cabin */
  facilities: Array<SeatMapFacility>;
  rows: Array<SeatRow>;
  segment: Segment;
  segmentIndex: Scalars['Int']['output'];
};

export type SeatMapFacility = {
  /** Stands before this row; null after the cabin's last row */
  beforeRow?: Maybe<Scalars['Int']['output']>;
  /** galley, lavatory or closet */
  kind: Scalars['String']['output'];
  position: Scalars['String']['output'];
};

export type SeatNotKept = {
  passengerId: Scalars['String']['output'];
  reason: SeatNotKeptReason;
  /** The seat the passenger had on the flight it replaced (EXCHANGED), or on this flight */
  seatNumber: Scalars['String']['output'];
  /** The OrderSegment.index of the new flight */
  segmentIndex: Scalars['Int']['output'];
};

/** Why a seat was not kept */
export type SeatNotKeptReason =
  /** A change of flights: the seat is taken, or not sold in the new fare's cabin, on the new flight */
  | 'EXCHANGED'
  /** An upgrade to Business on this flight gave up the seat booked in the cabin below */
  | 'UPGRADED'
  /** A cancelled upgrade put the flight back in the cabin booked: the Business seat chosen is given up */
  | 'UPGRADE_CANCELLED';

export type SeatPreference =
  | 'AISLE'
  | 'NONE'
  | 'WINDOW';

export type SeatRow = {
  exit: Scalars['Boolean']['output'];
  number: Scalars['Int']['output'];
  seats: Array<Seat>;
  wing: Scalars['Boolean']['output'];
};

export type Segment = {
  airlineCode: Scalars['String']['output'];
  arrival: Scalars['String']['output'];
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: Scalars['String']['output'];
  destination: Airport;
  /** Minutes */
  duration: Scalars['Int']['output'];
  equipmentName: Scalars['String']['output'];
  equipmentType: Scalars['String']['output'];
  flightNumber: Scalars['String']['output'];
  operatingAirlineCode: Scalars['String']['output'];
  operatingCarrier: Scalars['String']['output'];
  origin: Airport;
};

/** An upgrade bought for one flight of the order. */
export type SegmentUpgrade = {
  fromBrandName: Scalars['String']['output'];
  /** The cabin and brand the flight was booked in (its fare rules still apply) */
  fromCabin: Scalars['String']['output'];
  /** What the upgrade was paid */
  paid: Money;
  /** ISO instant: cancelling before it refunds paid in full, after it nothing */
  refundableUntil: Scalars['String']['output'];
};

export type SurchargeConfiguration = {
  /** Card brand it applies to, or null for the whole payment type */
  cardType?: Maybe<Scalars['String']['output']>;
  fixed: Money;
  /** Per mille of the amount paid, e.g. 25 = 2.5% */
  perMille: Scalars['Int']['output'];
};

export type TranslationEntry = {
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TravelDocument = {
  expiryDate: Scalars['String']['output'];
  issuingCountry: Scalars['String']['output'];
  nationality: Scalars['String']['output'];
  number: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type TravelDocumentInput = {
  /** YYYY-MM-DD; must be after the last flight */
  expiryDate: Scalars['String']['input'];
  /** ISO 3166 alpha-2 */
  issuingCountry: Scalars['String']['input'];
  /** ISO 3166 alpha-2 */
  nationality: Scalars['String']['input'];
  number: Scalars['String']['input'];
  /** PASSPORT or ID_CARD */
  type: Scalars['String']['input'];
};

export type TravelPreferences = {
  /** A special meal's IATA code (VGML, KSML, ...), null for none */
  meal?: Maybe<Scalars['String']['output']>;
  seat: SeatPreference;
};

export type TravelPreferencesInput = {
  meal?: InputMaybe<Scalars['String']['input']>;
  seat: SeatPreference;
};

export type Trip = {
  /** A new access grant to this trip: answered by retrieveTrip when the lookup has a lastName, null otherwise. */
  accessGrant?: Maybe<TripAccessGrant>;
  /** One per TripActionCode, in the enum's order */
  actions: Array<TripAction>;
  /** What the order was paid, in named lines (no zero lines) that add up to Order.total to the minor unit */
  charges: Array<TripCharge>;
  checkIn: CheckInWindow;
  /** Value kept as credit from exchanges to cheaper fares, for a later booking; null when none */
  credit?: Maybe<Money>;
  history: Array<TripHistoryEntry>;
  order: Order;
  /** The order id, a second way to find the trip */
  orderId: Scalars['String']['output'];
  /** How the order was made: ONLINE (a guest on this storefront), AGENCY or CALL_CENTER */
  orderType: Scalars['String']['output'];
  /** The order's partner products, as Order.products */
  products: Array<OrderProduct>;
  /** Changes the airline made that the traveller has not confirmed yet */
  scheduleChanges: Array<ScheduleChange>;
  /** Seats the passengers no longer have (see SeatNotKeptReason), until a new seat is chosen on that flight */
  seatsNotKept: Array<SeatNotKept>;
};

/**
 * A short-lived, single-trip access grant: opaque (random, no personal data), it finds
 * its trip without the last name until it expires (30 minutes after the lookup) or is
 * withdrawn (endTripAccess; every grant of a trip once the whole trip is cancelled). Keep it
 * out of URLs and logs, like any credential.
 */
export type TripAccessGrant = {
  /** Seconds from this answer until the grant ends */
  expiresInSeconds: Scalars['Int']['output'];
  grant: Scalars['String']['output'];
};

export type TripAction = {
  allowed: Scalars['Boolean']['output'];
  code: TripActionCode;
  /**
   * Why not, when not allowed: FARE_RULES (the fare does not allow it), ORDER_HELD (pay
   * first), ORDER_PAID (PAY_HELD of a paid order), ORDER_CANCELLED, FLOWN (the flights have
   * left), CHECKIN_CLOSED, CHECKIN_NOT_OPEN, NOTHING_TO_CONFIRM, SCHEDULE_CHANGE_PENDING
   * (accept the change first), UPGRADED (CHANGE_FLIGHTS and CANCEL while an upgrade stands:
   * cancel the upgrade first), NOTHING_TO_UPGRADE (every flight still to fly is in Business),
   * NOT_UPGRADED (CANCEL_UPGRADE of a trip without an upgrade), AGENCY_MANAGED (an agency's
   * order asked for by anyone but its agents: every action but BOARDING_PASS, PAY_HELD and
   * CONFIRM_SCHEDULE_CHANGE is the agency's; a reason of the order's state comes first)
   */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Things a traveller may do with a trip; the API says which this order allows. */
export type TripActionCode =
  /** Add checked bags */
  | 'BAGS'
  /** Boarding passes (boardingPasses): inside the check-in window of a paid order */
  | 'BOARDING_PASS'
  /** Cancel the trip and refund what the fare allows */
  | 'CANCEL'
  /** Cancel an upgrade bought for a flight still to fly (cancelUpgradeProducts) */
  | 'CANCEL_UPGRADE'
  /** Change flights (exchange) */
  | 'CHANGE_FLIGHTS'
  /** Accept a schedule change of the airline (confirmScheduleChange) */
  | 'CONFIRM_SCHEDULE_CHANGE'
  /** Change contact, travel documents, loyalty numbers, or fix a name's spelling */
  | 'EDIT_PASSENGERS'
  /** Add priority boarding or lounge access */
  | 'EXTRAS'
  /** Pay a HELD order (payHeldOrder) */
  | 'PAY_HELD'
  /** Choose or change seats (priced after booking; paid through purchase in a MODIFY conversation) */
  | 'SEATS'
  /** Upgrade flights still to fly to Business (startTripChange flow UPGRADE) */
  | 'UPGRADE';

/** One named line of what a trip was paid. */
export type TripCharge = {
  amount: Money;
  kind: ChargeKind;
};

export type TripFlow =
  /** Change flights of a paid order whose fares allow it (CHANGE_FLIGHTS) */
  | 'EXCHANGE'
  /** Add or change seats, bags and extras of a paid order */
  | 'MODIFY'
  /** Upgrade flights of a paid order to Business (UPGRADE): upgradeOffers, selectUpgrade, purchase */
  | 'UPGRADE';

/**
 * One change of an order. Its action says what kind of change it was; the other fields are
 * the parts a page words in the traveller's language (no sentence comes from the API).
 */
export type TripHistoryEntry = {
  /**
   * BOOKED, HELD, PAID (a held order paid), TRIP_CHANGE_PURCHASED (seats, bags or extras
   * added), PASSENGERS_UPDATED, SCHEDULE_CHANGED, SCHEDULE_CHANGE_ACCEPTED, HOLD_EXPIRED,
   * CANCELLED (the whole order), PARTLY_CANCELLED (some passengers or parts), FLIGHTS_CHANGED
   * (an exchange to new flights), UPGRADED (flights upgraded to Business), UPGRADE_CANCELLED
   * (upgrades cancelled), PRODUCT_CANCELLED (a partner product cancelled; refunded says what came back),
   * CFAR_EXERCISED (a cancel-for-any-reason contract exercised: the whole order cancelled, its share
   * of the flights' price refunded)
   */
  action: Scalars['String']['output'];
  actor: HistoryActor;
  /** ISO instant */
  at: Scalars['String']['output'];
  /** FLIGHTS_CHANGED: the fare difference kept as travel credit, when some was */
  credited?: Maybe<Money>;
  /**
   * The flights the change concerned: FLIGHTS_CHANGED the new flights, UPGRADED the flights
   * upgraded, UPGRADE_CANCELLED the flights back in the cabin booked; empty for the others
   */
  flights: Array<HistoryFlight>;
  /** What the change charged, when it charged something */
  paid?: Maybe<Money>;
  /** The reference of the refund the change made (UPGRADE_CANCELLED, CANCELLED, PARTLY_CANCELLED), when it made one */
  refundReference?: Maybe<Scalars['String']['output']>;
  /** What the change refunded (to the original payment or as a travel credit), when it refunded something */
  refunded?: Maybe<Money>;
  /** Seats the change could not keep (FLIGHTS_CHANGED) or gave up (UPGRADED); 0 when none */
  seatsNotKept: Scalars['Int']['output'];
};

export type TripLookupInput = {
  /**
   * Instead of lastName: the grant a lookup by name answered (Trip.accessGrant). With pnr
   * or orderId they must name the grant's trip. A grant that expired, was withdrawn or names
   * another trip answers businessLogic TRIP_ACCESS_ENDED (401), which is not counted as a
   * failed lookup: the traveller finds the trip again by name.
   */
  accessGrant?: InputMaybe<Scalars['String']['input']>;
  /**
   * A passenger's family name as booked, matched as airlines match names: case, accents,
   * spaces, hyphens and apostrophes do not count (zoe finds Zoë). Required unless
   * accessGrant is sent, or the session's traveller owns the trip (it is in their
   * upcomingTrips) or the session's agent's agency booked it.
   */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The order id (Trip.orderId) */
  orderId?: InputMaybe<Scalars['String']['input']>;
  /** Booking reference, six characters */
  pnr?: InputMaybe<Scalars['String']['input']>;
};

export type TripPassengerUpdateInput = {
  familyName?: InputMaybe<Scalars['String']['input']>;
  /** A spelling fix: at most 3 characters differ from the booked name, else validation NAME_CHANGE_TOO_LARGE */
  givenName?: InputMaybe<Scalars['String']['input']>;
  loyaltyNumber?: InputMaybe<Scalars['String']['input']>;
  loyaltyProgramme?: InputMaybe<Scalars['String']['input']>;
  /** OrderPassenger.id */
  passengerId: Scalars['String']['input'];
  travelDocument?: InputMaybe<TravelDocumentInput>;
};

/** What Business includes on one flight. */
export type UpgradeIncludes = {
  /** Business */
  cabin: Scalars['String']['output'];
  /** Checked bags per passenger */
  checkedBags: Scalars['Int']['output'];
  loungeAccess: Scalars['Boolean']['output'];
  /** HOT_MEAL or MULTI_COURSE */
  meal: Scalars['String']['output'];
  priorityBoarding: Scalars['Boolean']['output'];
  /** RECLINER or LIE_FLAT */
  seatType: Scalars['String']['output'];
};

/** An upgrade to Business of one flight, for every passenger of the order. */
export type UpgradeOffer = {
  /** The brand booked, whose fare rules stay */
  brandName: Scalars['String']['output'];
  /** Great-circle distance, kilometres: the price's band */
  distanceKm: Scalars['Int']['output'];
  /** The cabin the passengers fly in now */
  fromCabin: Scalars['String']['output'];
  /** Send to selectUpgrade */
  id: Scalars['String']['output'];
  includes: UpgradeIncludes;
  /** All passengers with a seat (infants on a lap fly free) */
  price: Money;
  /** Per passenger with a seat, in the order's currency */
  pricePerPassenger: Money;
  /** What the passengers paid for seats on this flight, given up and taken off the price */
  seatCredit: Money;
  /** OrderSegment.index */
  segmentIndex: Scalars['Int']['output'];
  /** In the conversation's cart */
  selected: Scalars['Boolean']['output'];
  /** What the upgrade costs: price less seatCredit, never below zero */
  total: Money;
};

export type UpgradeSelection = {
  offers: Array<UpgradeOffer>;
  /** What purchase charges for them (before any card surcharge) */
  total: Money;
};

export type WalletMethod =
  | 'APPLE_PAY'
  | 'GOOGLE_PAY';

export type WalletPaymentSession = {
  /** ISO instant */
  expiresAt: Scalars['String']['output'];
  /** The merchant as the wallet knows it */
  merchantId: Scalars['String']['output'];
  method: WalletMethod;
  /**
   * APPLE_PAY: the merchant session the browser's merchantvalidation event is completed with;
   * GOOGLE_PAY: the tokenization parameters. Opaque JSON, valid until expiresAt
   */
  session: Scalars['String']['output'];
  /** What the wallet sheet shows: the cart's total */
  total: Money;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountKind: AccountKind;
  AccountSession: ResolverTypeWrapper<AccountSession>;
  AccountTrip: ResolverTypeWrapper<AccountTrip>;
  AccountTrips: ResolverTypeWrapper<AccountTrips>;
  AgencyAddress: ResolverTypeWrapper<AgencyAddress>;
  AgencyAddressInput: AgencyAddressInput;
  AgencyProfile: ResolverTypeWrapper<AgencyProfile>;
  AgencyProfileInput: AgencyProfileInput;
  AgencySummary: ResolverTypeWrapper<AgencySummary>;
  Agent: ResolverTypeWrapper<Agent>;
  AgentInput: AgentInput;
  AirSearchResult: ResolverTypeWrapper<AirSearchResult>;
  Airport: ResolverTypeWrapper<Airport>;
  Ancillaries: ResolverTypeWrapper<Ancillaries>;
  AncillarySelectionInput: AncillarySelectionInput;
  BagOffer: ResolverTypeWrapper<BagOffer>;
  BillingInput: BillingInput;
  BoardingPassData: ResolverTypeWrapper<BoardingPassData>;
  BoardingPassEntry: ResolverTypeWrapper<BoardingPassEntry>;
  BoardingPassImage: ResolverTypeWrapper<BoardingPassImage>;
  BoardingPassModel: ResolverTypeWrapper<BoardingPassModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandOffer: ResolverTypeWrapper<BrandOffer>;
  CalendarDay: ResolverTypeWrapper<CalendarDay>;
  CancelAndRefundConfirmResponse: ResolverTypeWrapper<Omit<CancelAndRefundConfirmResponse, 'originalResponse'> & { originalResponse: ResolversTypes['CancelAndRefundResult'] }>;
  CancelAndRefundDetails: ResolverTypeWrapper<CancelAndRefundDetails>;
  CancelAndRefundDetailsResponse: ResolverTypeWrapper<CancelAndRefundDetailsResponse>;
  CancelAndRefundResult: ResolverTypeWrapper<Omit<CancelAndRefundResult, 'trip'> & { trip: ResolversTypes['Trip'] }>;
  CancelAndRefundReview: ResolverTypeWrapper<CancelAndRefundReview>;
  CancelAndRefundReviewResponse: ResolverTypeWrapper<CancelAndRefundReviewResponse>;
  CancelUpgradeOffer: ResolverTypeWrapper<CancelUpgradeOffer>;
  CancelUpgradeProducts: ResolverTypeWrapper<CancelUpgradeProducts>;
  CancelUpgradeResult: ResolverTypeWrapper<Omit<CancelUpgradeResult, 'trip'> & { trip: ResolversTypes['Trip'] }>;
  CarLocation: ResolverTypeWrapper<CarLocation>;
  CarOffer: ResolverTypeWrapper<CarOffer>;
  CarRentalConditions: ResolverTypeWrapper<CarRentalConditions>;
  CardInput: CardInput;
  Cart: ResolverTypeWrapper<Omit<Cart, 'products'>>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartPart: ResolverTypeWrapper<CartPart>;
  CfarEvent: CfarEvent;
  CfarOffer: ResolverTypeWrapper<CfarOffer>;
  CfarOffers: ResolverTypeWrapper<CfarOffers>;
  CfarTerms: ResolverTypeWrapper<CfarTerms>;
  ChallengeOutcome: ChallengeOutcome;
  ChangePrice: ResolverTypeWrapper<ChangePrice>;
  ChargeKind: ChargeKind;
  CheckInWindow: ResolverTypeWrapper<CheckInWindow>;
  Companion: ResolverTypeWrapper<Companion>;
  CompanionInput: CompanionInput;
  Contact: ResolverTypeWrapper<Contact>;
  ContactInput: ContactInput;
  CurrencyConversionOffer: ResolverTypeWrapper<CurrencyConversionOffer>;
  DroppedProduct: ResolverTypeWrapper<DroppedProduct>;
  ExtraOffer: ResolverTypeWrapper<ExtraOffer>;
  FareRule: ResolverTypeWrapper<FareRule>;
  FlightOffer: ResolverTypeWrapper<FlightOffer>;
  FlightSchedule: ResolverTypeWrapper<FlightSchedule>;
  FlightStatus: ResolverTypeWrapper<FlightStatus>;
  FlightStatusCode: FlightStatusCode;
  FlightStatusLeg: ResolverTypeWrapper<FlightStatusLeg>;
  FlightStatusPoint: ResolverTypeWrapper<FlightStatusPoint>;
  FraudNetInput: FraudNetInput;
  Gender: Gender;
  HistoryActor: HistoryActor;
  HistoryFlight: ResolverTypeWrapper<HistoryFlight>;
  HotelCancellationPolicy: ResolverTypeWrapper<HotelCancellationPolicy>;
  HotelDetails: ResolverTypeWrapper<HotelDetails>;
  HotelPenalty: ResolverTypeWrapper<HotelPenalty>;
  HotelRoomType: ResolverTypeWrapper<HotelRoomType>;
  HotelSummary: ResolverTypeWrapper<HotelSummary>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InstallmentOption: ResolverTypeWrapper<InstallmentOption>;
  InsuranceBenefit: ResolverTypeWrapper<InsuranceBenefit>;
  InsurancePlan: ResolverTypeWrapper<InsurancePlan>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItineraryPartInput: ItineraryPartInput;
  LoyaltyBalance: ResolverTypeWrapper<LoyaltyBalance>;
  LoyaltyMembership: ResolverTypeWrapper<LoyaltyMembership>;
  LoyaltyMembershipInput: LoyaltyMembershipInput;
  MatrixCell: ResolverTypeWrapper<MatrixCell>;
  MetaSearchCode: MetaSearchCode;
  MetaSearchInput: MetaSearchInput;
  MetaSearchPartInput: MetaSearchPartInput;
  MetaSearchResult: ResolverTypeWrapper<Omit<MetaSearchResult, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  MetaSearchSegmentInput: MetaSearchSegmentInput;
  Money: ResolverTypeWrapper<Money>;
  MoneyInput: MoneyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewAgentInput: NewAgentInput;
  OfferSort: OfferSort;
  OffersPage: ResolverTypeWrapper<OffersPage>;
  OffersPageInput: OffersPageInput;
  OperatingDay: ResolverTypeWrapper<OperatingDay>;
  Order: ResolverTypeWrapper<Omit<Order, 'products'>>;
  OrderPassenger: ResolverTypeWrapper<OrderPassenger>;
  OrderProduct: ResolverTypeWrapper<OrderProduct>;
  OrderSegment: ResolverTypeWrapper<OrderSegment>;
  Passenger: ResolverTypeWrapper<Passenger>;
  PassengerCountsInput: PassengerCountsInput;
  PassengerDetails: ResolverTypeWrapper<PassengerDetails>;
  PassengerInput: PassengerInput;
  PassengerPrice: ResolverTypeWrapper<PassengerPrice>;
  PassengerTypeCode: PassengerTypeCode;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentDetails: ResolverTypeWrapper<PaymentDetails>;
  PaymentInput: PaymentInput;
  PaymentOption: ResolverTypeWrapper<PaymentOption>;
  PersonalDetails: ResolverTypeWrapper<PersonalDetails>;
  PersonalDetailsInput: PersonalDetailsInput;
  PnrQueryInput: PnrQueryInput;
  ProductCancelOutcome: ProductCancelOutcome;
  ProductCancelPreview: ResolverTypeWrapper<ProductCancelPreview>;
  ProductKind: ProductKind;
  ProductQuote: ResolverTypeWrapper<ProductQuote>;
  ProductState: ProductState;
  ProductTerms: ResolverTypeWrapper<ProductTerms>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileDraft: ResolverTypeWrapper<ProfileDraft>;
  ProfileInput: ProfileInput;
  PurchaseCaptcha: ResolverTypeWrapper<PurchaseCaptcha>;
  PurchaseResult: ResolverTypeWrapper<Omit<PurchaseResult, 'droppedProducts' | 'order'> & { order: Omit<Order, 'products'> | null, droppedProducts?: Array<DroppedProduct> }>;
  PurchaseStatus: PurchaseStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecentSearch: ResolverTypeWrapper<RecentSearch>;
  RecentSearchInput: RecentSearchInput;
  RefundCharge: ResolverTypeWrapper<RefundCharge>;
  RefundItem: ResolverTypeWrapper<RefundItem>;
  RefundLine: ResolverTypeWrapper<RefundLine>;
  RefundOption: ResolverTypeWrapper<RefundOption>;
  RefundPaymentDataInput: RefundPaymentDataInput;
  RefundPaymentShare: ResolverTypeWrapper<RefundPaymentShare>;
  RefundProductLine: ResolverTypeWrapper<RefundProductLine>;
  RefundProtectionQuote: ResolverTypeWrapper<RefundProtectionQuote>;
  RefundRule: ResolverTypeWrapper<RefundRule>;
  RefundTarget: RefundTarget;
  ScheduleChange: ResolverTypeWrapper<ScheduleChange>;
  ScheduleFlight: ResolverTypeWrapper<ScheduleFlight>;
  ScheduleOption: ResolverTypeWrapper<ScheduleOption>;
  ScheduleType: ScheduleType;
  SearchCriteriaInput: SearchCriteriaInput;
  SearchMessage: ResolverTypeWrapper<SearchMessage>;
  SearchType: SearchType;
  Seat: ResolverTypeWrapper<Seat>;
  SeatAssignment: ResolverTypeWrapper<SeatAssignment>;
  SeatMap: ResolverTypeWrapper<SeatMap>;
  SeatMapFacility: ResolverTypeWrapper<SeatMapFacility>;
  SeatNotKept: ResolverTypeWrapper<SeatNotKept>;
  SeatNotKeptReason: SeatNotKeptReason;
  SeatPreference: SeatPreference;
  SeatRow: ResolverTypeWrapper<SeatRow>;
  Segment: ResolverTypeWrapper<Segment>;
  SegmentUpgrade: ResolverTypeWrapper<SegmentUpgrade>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SurchargeConfiguration: ResolverTypeWrapper<SurchargeConfiguration>;
  TranslationEntry: ResolverTypeWrapper<TranslationEntry>;
  TravelDocument: ResolverTypeWrapper<TravelDocument>;
  TravelDocumentInput: TravelDocumentInput;
  TravelPreferences: ResolverTypeWrapper<TravelPreferences>;
  TravelPreferencesInput: TravelPreferencesInput;
  Trip: ResolverTypeWrapper<Omit<Trip, 'products' | 'order'> & { order: Omit<Order, 'products'> }>;
  TripAccessGrant: ResolverTypeWrapper<TripAccessGrant>;
  TripAction: ResolverTypeWrapper<TripAction>;
  TripActionCode: TripActionCode;
  TripCharge: ResolverTypeWrapper<TripCharge>;
  TripFlow: TripFlow;
  TripHistoryEntry: ResolverTypeWrapper<TripHistoryEntry>;
  TripLookupInput: TripLookupInput;
  TripPassengerUpdateInput: TripPassengerUpdateInput;
  UpgradeIncludes: ResolverTypeWrapper<UpgradeIncludes>;
  UpgradeOffer: ResolverTypeWrapper<UpgradeOffer>;
  UpgradeSelection: ResolverTypeWrapper<UpgradeSelection>;
  WalletMethod: WalletMethod;
  WalletPaymentSession: ResolverTypeWrapper<WalletPaymentSession>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountSession: AccountSession;
  AccountTrip: AccountTrip;
  AccountTrips: AccountTrips;
  AgencyAddress: AgencyAddress;
  AgencyAddressInput: AgencyAddressInput;
  AgencyProfile: AgencyProfile;
  AgencyProfileInput: AgencyProfileInput;
  AgencySummary: AgencySummary;
  Agent: Agent;
  AgentInput: AgentInput;
  AirSearchResult: AirSearchResult;
  Airport: Airport;
  Ancillaries: Ancillaries;
  AncillarySelectionInput: AncillarySelectionInput;
  BagOffer: BagOffer;
  BillingInput: BillingInput;
  BoardingPassData: BoardingPassData;
  BoardingPassEntry: BoardingPassEntry;
  BoardingPassImage: BoardingPassImage;
  BoardingPassModel: BoardingPassModel;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandOffer: BrandOffer;
  CalendarDay: CalendarDay;
  CancelAndRefundConfirmResponse: Omit<CancelAndRefundConfirmResponse, 'originalResponse'> & { originalResponse: ResolversParentTypes['CancelAndRefundResult'] };
  CancelAndRefundDetails: CancelAndRefundDetails;
  CancelAndRefundDetailsResponse: CancelAndRefundDetailsResponse;
  CancelAndRefundResult: Omit<CancelAndRefundResult, 'trip'> & { trip: ResolversParentTypes['Trip'] };
  CancelAndRefundReview: CancelAndRefundReview;
  CancelAndRefundReviewResponse: CancelAndRefundReviewResponse;
  CancelUpgradeOffer: CancelUpgradeOffer;
  CancelUpgradeProducts: CancelUpgradeProducts;
  CancelUpgradeResult: Omit<CancelUpgradeResult, 'trip'> & { trip: ResolversParentTypes['Trip'] };
  CarLocation: CarLocation;
  CarOffer: CarOffer;
  CarRentalConditions: CarRentalConditions;
  CardInput: CardInput;
  Cart: Omit<Cart, 'products'>;
  CartItem: CartItem;
  CartPart: CartPart;
  CfarOffer: CfarOffer;
  CfarOffers: CfarOffers;
  CfarTerms: CfarTerms;
  ChangePrice: ChangePrice;
  CheckInWindow: CheckInWindow;
  Companion: Companion;
  CompanionInput: CompanionInput;
  Contact: Contact;
  ContactInput: ContactInput;
  CurrencyConversionOffer: CurrencyConversionOffer;
  DroppedProduct: DroppedProduct;
  ExtraOffer: ExtraOffer;
  FareRule: FareRule;
  FlightOffer: FlightOffer;
  FlightSchedule: FlightSchedule;
  FlightStatus: FlightStatus;
  FlightStatusLeg: FlightStatusLeg;
  FlightStatusPoint: FlightStatusPoint;
  FraudNetInput: FraudNetInput;
  HistoryFlight: HistoryFlight;
  HotelCancellationPolicy: HotelCancellationPolicy;
  HotelDetails: HotelDetails;
  HotelPenalty: HotelPenalty;
  HotelRoomType: HotelRoomType;
  HotelSummary: HotelSummary;
  ID: Scalars['ID']['output'];
  InstallmentOption: InstallmentOption;
  InsuranceBenefit: InsuranceBenefit;
  InsurancePlan: InsurancePlan;
  Int: Scalars['Int']['output'];
  ItineraryPartInput: ItineraryPartInput;
  LoyaltyBalance: LoyaltyBalance;
  LoyaltyMembership: LoyaltyMembership;
  LoyaltyMembershipInput: LoyaltyMembershipInput;
  MatrixCell: MatrixCell;
  MetaSearchInput: MetaSearchInput;
  MetaSearchPartInput: MetaSearchPartInput;
  MetaSearchResult: Omit<MetaSearchResult, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  MetaSearchSegmentInput: MetaSearchSegmentInput;
  Money: Money;
  MoneyInput: MoneyInput;
  Mutation: Record<PropertyKey, never>;
  NewAgentInput: NewAgentInput;
  OffersPage: OffersPage;
  OffersPageInput: OffersPageInput;
  OperatingDay: OperatingDay;
  Order: Omit<Order, 'products'>;
  OrderPassenger: OrderPassenger;
  OrderProduct: OrderProduct;
  OrderSegment: OrderSegment;
  Passenger: Passenger;
  PassengerCountsInput: PassengerCountsInput;
  PassengerDetails: PassengerDetails;
  PassengerInput: PassengerInput;
  PassengerPrice: PassengerPrice;
  Payment: Payment;
  PaymentDetails: PaymentDetails;
  PaymentInput: PaymentInput;
  PaymentOption: PaymentOption;
  PersonalDetails: PersonalDetails;
  PersonalDetailsInput: PersonalDetailsInput;
  PnrQueryInput: PnrQueryInput;
  ProductCancelPreview: ProductCancelPreview;
  ProductQuote: ProductQuote;
  ProductTerms: ProductTerms;
  Profile: Profile;
  ProfileDraft: ProfileDraft;
  ProfileInput: ProfileInput;
  PurchaseCaptcha: PurchaseCaptcha;
  PurchaseResult: Omit<PurchaseResult, 'droppedProducts' | 'order'> & { order: Omit<Order, 'products'> | null, droppedProducts?: Array<DroppedProduct> };
  Query: Record<PropertyKey, never>;
  RecentSearch: RecentSearch;
  RecentSearchInput: RecentSearchInput;
  RefundCharge: RefundCharge;
  RefundItem: RefundItem;
  RefundLine: RefundLine;
  RefundOption: RefundOption;
  RefundPaymentDataInput: RefundPaymentDataInput;
  RefundPaymentShare: RefundPaymentShare;
  RefundProductLine: RefundProductLine;
  RefundProtectionQuote: RefundProtectionQuote;
  RefundRule: RefundRule;
  ScheduleChange: ScheduleChange;
  ScheduleFlight: ScheduleFlight;
  ScheduleOption: ScheduleOption;
  SearchCriteriaInput: SearchCriteriaInput;
  SearchMessage: SearchMessage;
  Seat: Seat;
  SeatAssignment: SeatAssignment;
  SeatMap: SeatMap;
  SeatMapFacility: SeatMapFacility;
  SeatNotKept: SeatNotKept;
  SeatRow: SeatRow;
  Segment: Segment;
  SegmentUpgrade: SegmentUpgrade;
  String: Scalars['String']['output'];
  SurchargeConfiguration: SurchargeConfiguration;
  TranslationEntry: TranslationEntry;
  TravelDocument: TravelDocument;
  TravelDocumentInput: TravelDocumentInput;
  TravelPreferences: TravelPreferences;
  TravelPreferencesInput: TravelPreferencesInput;
  Trip: Omit<Trip, 'products' | 'order'> & { order: Omit<Order, 'products'> };
  TripAccessGrant: TripAccessGrant;
  TripAction: TripAction;
  TripCharge: TripCharge;
  TripHistoryEntry: TripHistoryEntry;
  TripLookupInput: TripLookupInput;
  TripPassengerUpdateInput: TripPassengerUpdateInput;
  UpgradeIncludes: UpgradeIncludes;
  UpgradeOffer: UpgradeOffer;
  UpgradeSelection: UpgradeSelection;
  WalletPaymentSession: WalletPaymentSession;
};

export type AccountSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountSession'] = ResolversParentTypes['AccountSession']> = {
  agency?: Resolver<Maybe<ResolversTypes['AgencySummary']>, ParentType, ContextType>;
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountKind'], ParentType, ContextType>;
  loyaltyBalance?: Resolver<Maybe<ResolversTypes['LoyaltyBalance']>, ParentType, ContextType>;
};

export type AccountTripResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountTrip'] = ResolversParentTypes['AccountTrip']> = {
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadPassengerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pnr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountTripsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountTrips'] = ResolversParentTypes['AccountTrips']> = {
  past?: Resolver<Array<ResolversTypes['AccountTrip']>, ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['AccountTrip']>, ParentType, ContextType>;
};

export type AgencyAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyAddress'] = ResolversParentTypes['AgencyAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgencyProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyProfile'] = ResolversParentTypes['AgencyProfile']> = {
  address?: Resolver<ResolversTypes['AgencyAddress'], ParentType, ContextType>;
  agencyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agents?: Resolver<Array<ResolversTypes['Agent']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  iataNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgencySummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencySummary'] = ResolversParentTypes['AgencySummary']> = {
  agencyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iataNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AgentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Agent'] = ResolversParentTypes['Agent']> = {
  agentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSignedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AirSearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AirSearchResult'] = ResolversParentTypes['AirSearchResult']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  calendar?: Resolver<Maybe<Array<ResolversTypes['CalendarDay']>>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  matrix?: Resolver<Maybe<Array<ResolversTypes['MatrixCell']>>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['SearchMessage']>, ParentType, ContextType>;
  offers?: Resolver<Maybe<ResolversTypes['OffersPage']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  partIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchType?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
};

export type AirportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AncillariesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Ancillaries'] = ResolversParentTypes['Ancillaries']> = {
  bags?: Resolver<Array<ResolversTypes['BagOffer']>, ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['ExtraOffer']>, ParentType, ContextType>;
};

export type BagOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BagOffer'] = ResolversParentTypes['BagOffer']> = {
  bought?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxExtra?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerBag?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardingPassDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardingPassData'] = ResolversParentTypes['BoardingPassData']> = {
  images?: Resolver<Array<ResolversTypes['BoardingPassImage']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['BoardingPassModel'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['TranslationEntry']>, ParentType, ContextType>;
};

export type BoardingPassEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardingPassEntry'] = ResolversParentTypes['BoardingPassEntry']> = {
  data?: Resolver<ResolversTypes['BoardingPassData'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardingPassImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardingPassImage'] = ResolversParentTypes['BoardingPassImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardingPassModelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardingPassModel'] = ResolversParentTypes['BoardingPassModel']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  boardingGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  boardingTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  infantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terminal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  cabinClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carryOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedBags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loungeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priorityBoarding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatChoice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandOffer'] = ResolversParentTypes['BrandOffer']> = {
  booked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['ChangePrice']>, ParentType, ContextType>;
  offerRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pointsPerAdult?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pointsTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pricePerAdult?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  seatsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalBeforeDiscount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CalendarDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  booked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['ChangePrice']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pointsTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CancelAndRefundConfirmResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundConfirmResponse'] = ResolversParentTypes['CancelAndRefundConfirmResponse']> = {
  originalResponse?: Resolver<ResolversTypes['CancelAndRefundResult'], ParentType, ContextType>;
};

export type CancelAndRefundDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundDetails'] = ResolversParentTypes['CancelAndRefundDetails']> = {
  charges?: Resolver<Array<ResolversTypes['RefundCharge']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RefundItem']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RefundLine']>, ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  partIndexes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  partialAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passengerIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['RefundProductLine']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['RefundRule']>, ParentType, ContextType>;
  scheduleChangeRefund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wholeOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CancelAndRefundDetailsResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundDetailsResponse'] = ResolversParentTypes['CancelAndRefundDetailsResponse']> = {
  originalResponse?: Resolver<ResolversTypes['CancelAndRefundDetails'], ParentType, ContextType>;
};

export type CancelAndRefundResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundResult'] = ResolversParentTypes['CancelAndRefundResult']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditSentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RefundPaymentShare']>, ParentType, ContextType>;
  refundReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['RefundTarget'], ParentType, ContextType>;
  travelCreditCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancelAndRefundReviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundReview'] = ResolversParentTypes['CancelAndRefundReview']> = {
  details?: Resolver<ResolversTypes['CancelAndRefundDetails'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['RefundOption']>, ParentType, ContextType>;
};

export type CancelAndRefundReviewResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelAndRefundReviewResponse'] = ResolversParentTypes['CancelAndRefundReviewResponse']> = {
  originalResponse?: Resolver<ResolversTypes['CancelAndRefundReview'], ParentType, ContextType>;
};

export type CancelUpgradeOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelUpgradeOffer'] = ResolversParentTypes['CancelUpgradeOffer']> = {
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatsRefunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toBrandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toCabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelUpgradeProductsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelUpgradeProducts'] = ResolversParentTypes['CancelUpgradeProducts']> = {
  offers?: Resolver<Array<ResolversTypes['CancelUpgradeOffer']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RefundPaymentShare']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CancelUpgradeResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CancelUpgradeResult'] = ResolversParentTypes['CancelUpgradeResult']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['CancelUpgradeOffer']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RefundPaymentShare']>, ParentType, ContextType>;
  refundReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentIndexes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType>;
};

export type CarLocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CarLocation'] = ResolversParentTypes['CarLocation']> = {
  access?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  airportCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CarOffer'] = ResolversParentTypes['CarOffer']> = {
  bags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  carClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['CarRentalConditions'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ProductQuote'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transmission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarRentalConditionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CarRentalConditions'] = ResolversParentTypes['CarRentalConditions']> = {
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  freeCancellationHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fuelPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  included?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kilometresPerDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimumDriverAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  ancillaries?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['ChangePrice']>, ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['CartItem']>>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['CartPart']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['PassengerPrice']>, ParentType, ContextType>;
  paymentPending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductQuote']>, ParentType, ContextType>;
  seats?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['UpgradeSelection']>, ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartPartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartPart'] = ResolversParentTypes['CartPart']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  offerRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType>;
};

export type CfarOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CfarOffer'] = ResolversParentTypes['CfarOffer']> = {
  coveragePerMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureAirport?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ProductQuote'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CfarOffersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CfarOffers'] = ResolversParentTypes['CfarOffers']> = {
  offers?: Resolver<Array<ResolversTypes['CfarOffer']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CfarTermsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CfarTerms'] = ResolversParentTypes['CfarTerms']> = {
  coveragePerMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ChangePriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangePrice'] = ResolversParentTypes['ChangePrice']> = {
  changeFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fareDifference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  residual?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  residualTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CheckInWindowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CheckInWindow'] = ResolversParentTypes['CheckInWindow']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Companion'] = ResolversParentTypes['Companion']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loyaltyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyProgramme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  travelDocument?: Resolver<Maybe<ResolversTypes['TravelDocument']>, ParentType, ContextType>;
};

export type ContactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyConversionOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CurrencyConversionOffer'] = ResolversParentTypes['CurrencyConversionOffer']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markupPerMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DroppedProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DroppedProduct'] = ResolversParentTypes['DroppedProduct']> = {
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtraOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ExtraOffer'] = ResolversParentTypes['ExtraOffer']> = {
  bought?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FareRuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FareRule'] = ResolversParentTypes['FareRule']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlightOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlightOffer'] = ResolversParentTypes['FlightOffer']> = {
  booked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  brandOffers?: Resolver<Array<ResolversTypes['BrandOffer']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType>;
  stops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FlightScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlightSchedule'] = ResolversParentTypes['FlightSchedule']> = {
  departureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['ScheduleOption']>, ParentType, ContextType>;
};

export type FlightStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlightStatus'] = ResolversParentTypes['FlightStatus']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flights?: Resolver<Array<ResolversTypes['FlightStatusLeg']>, ParentType, ContextType>;
};

export type FlightStatusLegResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlightStatusLeg'] = ResolversParentTypes['FlightStatusLeg']> = {
  arrivalInfo?: Resolver<ResolversTypes['FlightStatusPoint'], ParentType, ContextType>;
  departureInfo?: Resolver<ResolversTypes['FlightStatusPoint'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlightStatusPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FlightStatusPoint'] = ResolversParentTypes['FlightStatusPoint']> = {
  actualDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  airport?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  airportCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baggageClaimAreaCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flightStatus?: Resolver<ResolversTypes['FlightStatusCode'], ParentType, ContextType>;
  gate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terminal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryFlightResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HistoryFlight'] = ResolversParentTypes['HistoryFlight']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelCancellationPolicyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HotelCancellationPolicy'] = ResolversParentTypes['HotelCancellationPolicy']> = {
  checkinDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hotelRoomTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  penaltyInfoList?: Resolver<Array<ResolversTypes['HotelPenalty']>, ParentType, ContextType>;
};

export type HotelDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HotelDetails'] = ResolversParentTypes['HotelDetails']> = {
  amenities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  checkinTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMetres?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['HotelRoomType']>, ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelPenaltyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HotelPenalty'] = ResolversParentTypes['HotelPenalty']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  policyStartType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelRoomTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HotelRoomType'] = ResolversParentTypes['HotelRoomType']> = {
  cancellationPolicy?: Resolver<ResolversTypes['HotelCancellationPolicy'], ParentType, ContextType>;
  hotelRoomTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ProductQuote'], ParentType, ContextType>;
};

export type HotelSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HotelSummary'] = ResolversParentTypes['HotelSummary']> = {
  distanceMetres?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InstallmentOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InstallmentOption'] = ResolversParentTypes['InstallmentOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feePerMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastInstallment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  perInstallment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InsuranceBenefitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InsuranceBenefit'] = ResolversParentTypes['InsuranceBenefit']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InsurancePlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InsurancePlan'] = ResolversParentTypes['InsurancePlan']> = {
  benefits?: Resolver<Array<ResolversTypes['InsuranceBenefit']>, ParentType, ContextType>;
  planCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ProductQuote'], ParentType, ContextType>;
};

export type LoyaltyBalanceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoyaltyBalance'] = ResolversParentTypes['LoyaltyBalance']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyMembershipResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoyaltyMembership'] = ResolversParentTypes['LoyaltyMembership']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatrixCellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MatrixCell'] = ResolversParentTypes['MatrixCell']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inboundDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  outboundDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointsTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MetaSearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MetaSearchResult'] = ResolversParentTypes['MetaSearchResult']> = {
  advertisedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['SearchMessage']>, ParentType, ContextType>;
  priceDifference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  referrerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAgent?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType, RequireFields<MutationAddAgentArgs, 'agent'>>;
  addItinerary?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddItineraryArgs, 'offerRefs'>>;
  addProductToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddProductToCartArgs, 'quoteId'>>;
  agencySignIn?: Resolver<ResolversTypes['AccountSession'], ParentType, ContextType, RequireFields<MutationAgencySignInArgs, 'loginId' | 'password'>>;
  cancelAndRefundConfirm?: Resolver<ResolversTypes['CancelAndRefundConfirmResponse'], ParentType, ContextType, RequireFields<MutationCancelAndRefundConfirmArgs, 'confirmed'>>;
  cancelProduct?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationCancelProductArgs, 'lookup' | 'previewId'>>;
  cancelUpgradeConfirm?: Resolver<ResolversTypes['CancelUpgradeResult'], ParentType, ContextType, RequireFields<MutationCancelUpgradeConfirmArgs, 'confirmed'>>;
  cancelUpgradeOffers?: Resolver<Array<ResolversTypes['CancelUpgradeOffer']>, ParentType, ContextType, RequireFields<MutationCancelUpgradeOffersArgs, 'lookup'>>;
  cancelUpgradeProducts?: Resolver<ResolversTypes['CancelUpgradeProducts'], ParentType, ContextType, RequireFields<MutationCancelUpgradeProductsArgs, 'lookup' | 'segmentIndexes'>>;
  completeChallenge?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationCompleteChallengeArgs, 'challengeId' | 'outcome'>>;
  confirmScheduleChange?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationConfirmScheduleChangeArgs, 'lookup'>>;
  createAgencyProfile?: Resolver<ResolversTypes['AccountSession'], ParentType, ContextType, RequireFields<MutationCreateAgencyProfileArgs, 'agency' | 'agent'>>;
  createProfile?: Resolver<ResolversTypes['AccountSession'], ParentType, ContextType, RequireFields<MutationCreateProfileArgs, 'password' | 'profile'>>;
  endTripAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndTripAccessArgs, 'accessGrant'>>;
  exerciseCfar?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationExerciseCfarArgs, 'lookup' | 'previewId'>>;
  getCancelAndRefund?: Resolver<ResolversTypes['CancelAndRefundDetailsResponse'], ParentType, ContextType, RequireFields<MutationGetCancelAndRefundArgs, 'pnrQuery'>>;
  getCancelAndRefundReview?: Resolver<ResolversTypes['CancelAndRefundReviewResponse'], ParentType, ContextType, Partial<MutationGetCancelAndRefundReviewArgs>>;
  holdSeat?: Resolver<ResolversTypes['SeatAssignment'], ParentType, ContextType, RequireFields<MutationHoldSeatArgs, 'passengerId' | 'seatNumber' | 'segmentIndex'>>;
  metaSearch?: Resolver<ResolversTypes['MetaSearchResult'], ParentType, ContextType, RequireFields<MutationMetaSearchArgs, 'input'>>;
  payHeldOrder?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationPayHeldOrderArgs, 'idempotencyKey' | 'lastName' | 'payment' | 'reference'>>;
  previewCfarExercise?: Resolver<ResolversTypes['ProductCancelPreview'], ParentType, ContextType, RequireFields<MutationPreviewCfarExerciseArgs, 'lookup' | 'productId'>>;
  previewProductCancel?: Resolver<ResolversTypes['ProductCancelPreview'], ParentType, ContextType, RequireFields<MutationPreviewProductCancelArgs, 'lookup' | 'productId'>>;
  purchase?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationPurchaseArgs, 'idempotencyKey' | 'payment'>>;
  putUserCriteria?: Resolver<Array<ResolversTypes['RecentSearch']>, ParentType, ContextType, RequireFields<MutationPutUserCriteriaArgs, 'search'>>;
  recordCfarEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordCfarEventArgs, 'event' | 'sessionId'>>;
  releaseSeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReleaseSeatArgs, 'passengerId' | 'segmentIndex'>>;
  removeAgent?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType, RequireFields<MutationRemoveAgentArgs, 'agentId'>>;
  removeProductFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveProductFromCartArgs, 'kind'>>;
  requestAgencyResetKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestAgencyResetKeyArgs, 'loginId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'userId'>>;
  resetAgencyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetAgencyPasswordArgs, 'password' | 'resetKey'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'resetPasswordKey'>>;
  searchFlights?: Resolver<ResolversTypes['AirSearchResult'], ParentType, ContextType, RequireFields<MutationSearchFlightsArgs, 'criteria'>>;
  selectUpgrade?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSelectUpgradeArgs, 'offerIds'>>;
  signIn?: Resolver<ResolversTypes['AccountSession'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'userId'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTripChange?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationStartTripChangeArgs, 'flow' | 'lookup'>>;
  updateAgencyProfile?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType, RequireFields<MutationUpdateAgencyProfileArgs, 'agency'>>;
  updateAgent?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType, RequireFields<MutationUpdateAgentArgs, 'agent' | 'agentId'>>;
  updateAncillaries?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateAncillariesArgs, 'selections'>>;
  updatePassengers?: Resolver<ResolversTypes['PassengerDetails'], ParentType, ContextType, RequireFields<MutationUpdatePassengersArgs, 'contact' | 'passengers'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, Partial<MutationUpdateProfileArgs>>;
  updateTripPassengers?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateTripPassengersArgs, 'lookup'>>;
  walletPaymentSession?: Resolver<ResolversTypes['WalletPaymentSession'], ParentType, ContextType, RequireFields<MutationWalletPaymentSessionArgs, 'method'>>;
};

export type OffersPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OffersPage'] = ResolversParentTypes['OffersPage']> = {
  nextOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['FlightOffer']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OperatingDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OperatingDay'] = ResolversParentTypes['OperatingDay']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  agency?: Resolver<Maybe<ResolversTypes['AgencySummary']>, ParentType, ContextType>;
  agentLoginId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['OrderPassenger']>, ParentType, ContextType>;
  paymentOptions?: Resolver<Array<ResolversTypes['PaymentOption']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referrerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['OrderSegment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPassengerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderPassenger'] = ResolversParentTypes['OrderPassenger']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  infantOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyProgramme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  travelDocument?: Resolver<Maybe<ResolversTypes['TravelDocument']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PassengerTypeCode'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carConditions?: Resolver<Maybe<ResolversTypes['CarRentalConditions']>, ParentType, ContextType>;
  cfar?: Resolver<Maybe<ResolversTypes['CfarTerms']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelPolicy?: Resolver<Maybe<ResolversTypes['HotelCancellationPolicy']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ProductState'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['ProductTerms'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderSegmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderSegment'] = ResolversParentTypes['OrderSegment']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveStatus?: Resolver<Maybe<ResolversTypes['FlightStatusLeg']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  partIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upgrade?: Resolver<Maybe<ResolversTypes['SegmentUpgrade']>, ParentType, ContextType>;
};

export type PassengerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Passenger'] = ResolversParentTypes['Passenger']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  infantOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  knownTravellerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyProgramme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redressNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  travelDocument?: Resolver<Maybe<ResolversTypes['TravelDocument']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PassengerTypeCode'], ParentType, ContextType>;
};

export type PassengerDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PassengerDetails'] = ResolversParentTypes['PassengerDetails']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['Passenger']>, ParentType, ContextType>;
};

export type PassengerPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PassengerPrice'] = ResolversParentTypes['PassengerPrice']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  passengerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  conversionRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentDetails'] = ResolversParentTypes['PaymentDetails']> = {
  cardTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentOption'] = ResolversParentTypes['PaymentOption']> = {
  holdHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharges?: Resolver<Array<ResolversTypes['SurchargeConfiguration']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PersonalDetails'] = ResolversParentTypes['PersonalDetails']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  givenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCancelPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCancelPreview'] = ResolversParentTypes['ProductCancelPreview']> = {
  appliedPenalty?: Resolver<Maybe<ResolversTypes['HotelPenalty']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  penalty?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  previewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductQuoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductQuote'] = ResolversParentTypes['ProductQuote']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['ProductTerms'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTermsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductTerms'] = ResolversParentTypes['ProductTerms']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  companions?: Resolver<Array<ResolversTypes['Companion']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  loyaltyBalance?: Resolver<Maybe<ResolversTypes['LoyaltyBalance']>, ParentType, ContextType>;
  loyaltyMemberships?: Resolver<Array<ResolversTypes['LoyaltyMembership']>, ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['PersonalDetails'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['TravelPreferences'], ParentType, ContextType>;
  travelDocuments?: Resolver<Array<ResolversTypes['TravelDocument']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileDraftResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProfileDraft'] = ResolversParentTypes['ProfileDraft']> = {
  companions?: Resolver<Array<ResolversTypes['Companion']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  loyaltyMemberships?: Resolver<Array<ResolversTypes['LoyaltyMembership']>, ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['PersonalDetails'], ParentType, ContextType>;
  travelDocuments?: Resolver<Array<ResolversTypes['TravelDocument']>, ParentType, ContextType>;
};

export type PurchaseCaptchaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseCaptcha'] = ResolversParentTypes['PurchaseCaptcha']> = {
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PurchaseResult'] = ResolversParentTypes['PurchaseResult']> = {
  challengeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  droppedProducts?: Resolver<Array<ResolversTypes['DroppedProduct']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agencyOrders?: Resolver<ResolversTypes['AccountTrips'], ParentType, ContextType>;
  agencyProfile?: Resolver<ResolversTypes['AgencyProfile'], ParentType, ContextType>;
  airports?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType, RequireFields<QueryAirportsArgs, 'limit'>>;
  ancillaries?: Resolver<ResolversTypes['Ancillaries'], ParentType, ContextType>;
  boardingPasses?: Resolver<Array<ResolversTypes['BoardingPassEntry']>, ParentType, ContextType, RequireFields<QueryBoardingPassesArgs, 'lookup'>>;
  carAvailability?: Resolver<Array<ResolversTypes['CarOffer']>, ParentType, ContextType, RequireFields<QueryCarAvailabilityArgs, 'dropOff' | 'locationId' | 'pickUp'>>;
  carLocations?: Resolver<Array<ResolversTypes['CarLocation']>, ParentType, ContextType, RequireFields<QueryCarLocationsArgs, 'airportCode'>>;
  carRentalConditions?: Resolver<ResolversTypes['CarRentalConditions'], ParentType, ContextType, RequireFields<QueryCarRentalConditionsArgs, 'quoteId'>>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryCardTypeArgs, 'bin'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cfarOffers?: Resolver<ResolversTypes['CfarOffers'], ParentType, ContextType>;
  challengeResult?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<QueryChallengeResultArgs, 'challengeId'>>;
  combinablePaymentOptions?: Resolver<Array<ResolversTypes['PaymentOption']>, ParentType, ContextType, RequireFields<QueryCombinablePaymentOptionsArgs, 'firstPaymentType'>>;
  currencyConversionOffer?: Resolver<Maybe<ResolversTypes['CurrencyConversionOffer']>, ParentType, ContextType, RequireFields<QueryCurrencyConversionOfferArgs, 'bin'>>;
  fareRules?: Resolver<Array<ResolversTypes['FareRule']>, ParentType, ContextType, RequireFields<QueryFareRulesArgs, 'offerRef'>>;
  flightSchedules?: Resolver<ResolversTypes['FlightSchedule'], ParentType, ContextType, RequireFields<QueryFlightSchedulesArgs, 'departureDate' | 'destination' | 'origin' | 'type'>>;
  flightStatus?: Resolver<ResolversTypes['FlightStatus'], ParentType, ContextType, RequireFields<QueryFlightStatusArgs, 'airlineCode' | 'departureDate' | 'flightNumber'>>;
  hotelCancellationPolicy?: Resolver<ResolversTypes['HotelCancellationPolicy'], ParentType, ContextType, RequireFields<QueryHotelCancellationPolicyArgs, 'checkinDate' | 'checkoutDate' | 'hotelId' | 'hotelRoomTypeId'>>;
  hotelDetails?: Resolver<ResolversTypes['HotelDetails'], ParentType, ContextType, RequireFields<QueryHotelDetailsArgs, 'checkinDate' | 'checkoutDate' | 'guests' | 'hotelId'>>;
  hotelSearch?: Resolver<Array<ResolversTypes['HotelSummary']>, ParentType, ContextType, RequireFields<QueryHotelSearchArgs, 'airportCode' | 'checkinDate' | 'checkoutDate' | 'guests'>>;
  installmentOptions?: Resolver<Array<ResolversTypes['InstallmentOption']>, ParentType, ContextType, RequireFields<QueryInstallmentOptionsArgs, 'cardType'>>;
  insurancePlans?: Resolver<Array<ResolversTypes['InsurancePlan']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'reference'>>;
  passengers?: Resolver<ResolversTypes['PassengerDetails'], ParentType, ContextType>;
  paymentDetails?: Resolver<ResolversTypes['PaymentDetails'], ParentType, ContextType, RequireFields<QueryPaymentDetailsArgs, 'type'>>;
  paymentOptions?: Resolver<Array<ResolversTypes['PaymentOption']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  profileDraft?: Resolver<ResolversTypes['ProfileDraft'], ParentType, ContextType, RequireFields<QueryProfileDraftArgs, 'pnrQuery'>>;
  purchaseAttempt?: Resolver<Maybe<ResolversTypes['PurchaseResult']>, ParentType, ContextType, RequireFields<QueryPurchaseAttemptArgs, 'idempotencyKey'>>;
  purchaseCaptcha?: Resolver<ResolversTypes['PurchaseCaptcha'], ParentType, ContextType>;
  refundProtectionQuote?: Resolver<Maybe<ResolversTypes['RefundProtectionQuote']>, ParentType, ContextType>;
  retrieveTrip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<QueryRetrieveTripArgs, 'lookup'>>;
  seatMap?: Resolver<ResolversTypes['SeatMap'], ParentType, ContextType, RequireFields<QuerySeatMapArgs, 'segmentIndex'>>;
  session?: Resolver<Maybe<ResolversTypes['AccountSession']>, ParentType, ContextType, RequireFields<QuerySessionArgs, 'refreshBalances'>>;
  upcomingTrips?: Resolver<ResolversTypes['AccountTrips'], ParentType, ContextType>;
  upgradeOffers?: Resolver<Array<ResolversTypes['UpgradeOffer']>, ParentType, ContextType>;
  userCriteria?: Resolver<Array<ResolversTypes['RecentSearch']>, ParentType, ContextType>;
};

export type RecentSearchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecentSearch'] = ResolversParentTypes['RecentSearch']> = {
  adults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cabinClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  infants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RefundChargeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundCharge'] = ResolversParentTypes['RefundCharge']> = {
  kind?: Resolver<ResolversTypes['ChargeKind'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundItem'] = ResolversParentTypes['RefundItem']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundLine'] = ResolversParentTypes['RefundLine']> = {
  brandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  partIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerType?: Resolver<ResolversTypes['PassengerTypeCode'], ParentType, ContextType>;
  refundableFare?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundableTaxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundOption'] = ResolversParentTypes['RefundOption']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RefundPaymentShare']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['RefundTarget'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RefundPaymentShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundPaymentShare'] = ResolversParentTypes['RefundPaymentShare']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefundProductLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundProductLine'] = ResolversParentTypes['RefundProductLine']> = {
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ProductCancelOutcome'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefundProtectionQuoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundProtectionQuote'] = ResolversParentTypes['RefundProtectionQuote']> = {
  covered?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricePerMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['ProductQuote'], ParentType, ContextType>;
};

export type RefundRuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefundRule'] = ResolversParentTypes['RefundRule']> = {
  brandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancellationFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  partialAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleChange'] = ResolversParentTypes['ScheduleChange']> = {
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousArrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousDeparture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  significant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ScheduleFlightResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleFlight'] = ResolversParentTypes['ScheduleFlight']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operatingAirlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatingCarrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleOption'] = ResolversParentTypes['ScheduleOption']> = {
  flights?: Resolver<Array<ResolversTypes['ScheduleFlight']>, ParentType, ContextType>;
  operatingDays?: Resolver<Array<ResolversTypes['OperatingDay']>, ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchMessage'] = ResolversParentTypes['SearchMessage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeatResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Seat'] = ResolversParentTypes['Seat']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  characteristics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heldBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SeatAssignmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeatAssignment'] = ResolversParentTypes['SeatAssignment']> = {
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  seatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeatMapResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeatMap'] = ResolversParentTypes['SeatMap']> = {
  aisleAfter?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['SeatMapFacility']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SeatRow']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeatMapFacilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeatMapFacility'] = ResolversParentTypes['SeatMapFacility']> = {
  beforeRow?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeatNotKeptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeatNotKept'] = ResolversParentTypes['SeatNotKept']> = {
  passengerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['SeatNotKeptReason'], ParentType, ContextType>;
  seatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeatRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeatRow'] = ResolversParentTypes['SeatRow']> = {
  exit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType>;
  wing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SegmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = {
  airlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatingAirlineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatingCarrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
};

export type SegmentUpgradeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SegmentUpgrade'] = ResolversParentTypes['SegmentUpgrade']> = {
  fromBrandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromCabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurchargeConfigurationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SurchargeConfiguration'] = ResolversParentTypes['SurchargeConfiguration']> = {
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  perMille?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TranslationEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TranslationEntry'] = ResolversParentTypes['TranslationEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TravelDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TravelDocument'] = ResolversParentTypes['TravelDocument']> = {
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuingCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TravelPreferencesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TravelPreferences'] = ResolversParentTypes['TravelPreferences']> = {
  meal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['SeatPreference'], ParentType, ContextType>;
};

export type TripResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Trip'] = ResolversParentTypes['Trip']> = {
  accessGrant?: Resolver<Maybe<ResolversTypes['TripAccessGrant']>, ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['TripAction']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['TripCharge']>, ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['CheckInWindow'], ParentType, ContextType>;
  credit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['TripHistoryEntry']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  scheduleChanges?: Resolver<Array<ResolversTypes['ScheduleChange']>, ParentType, ContextType>;
  seatsNotKept?: Resolver<Array<ResolversTypes['SeatNotKept']>, ParentType, ContextType>;
};

export type TripAccessGrantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TripAccessGrant'] = ResolversParentTypes['TripAccessGrant']> = {
  expiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripActionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TripAction'] = ResolversParentTypes['TripAction']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['TripActionCode'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TripChargeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TripCharge'] = ResolversParentTypes['TripCharge']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChargeKind'], ParentType, ContextType>;
};

export type TripHistoryEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TripHistoryEntry'] = ResolversParentTypes['TripHistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['HistoryActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credited?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  flights?: Resolver<Array<ResolversTypes['HistoryFlight']>, ParentType, ContextType>;
  paid?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  refundReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  seatsNotKept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpgradeIncludesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpgradeIncludes'] = ResolversParentTypes['UpgradeIncludes']> = {
  cabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedBags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loungeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priorityBoarding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seatType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpgradeOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpgradeOffer'] = ResolversParentTypes['UpgradeOffer']> = {
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromCabin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includes?: Resolver<ResolversTypes['UpgradeIncludes'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricePerPassenger?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  seatCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segmentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UpgradeSelectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpgradeSelection'] = ResolversParentTypes['UpgradeSelection']> = {
  offers?: Resolver<Array<ResolversTypes['UpgradeOffer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WalletPaymentSessionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WalletPaymentSession'] = ResolversParentTypes['WalletPaymentSession']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['WalletMethod'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AccountSession?: AccountSessionResolvers<ContextType>;
  AccountTrip?: AccountTripResolvers<ContextType>;
  AccountTrips?: AccountTripsResolvers<ContextType>;
  AgencyAddress?: AgencyAddressResolvers<ContextType>;
  AgencyProfile?: AgencyProfileResolvers<ContextType>;
  AgencySummary?: AgencySummaryResolvers<ContextType>;
  Agent?: AgentResolvers<ContextType>;
  AirSearchResult?: AirSearchResultResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  Ancillaries?: AncillariesResolvers<ContextType>;
  BagOffer?: BagOfferResolvers<ContextType>;
  BoardingPassData?: BoardingPassDataResolvers<ContextType>;
  BoardingPassEntry?: BoardingPassEntryResolvers<ContextType>;
  BoardingPassImage?: BoardingPassImageResolvers<ContextType>;
  BoardingPassModel?: BoardingPassModelResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandOffer?: BrandOfferResolvers<ContextType>;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  CancelAndRefundConfirmResponse?: CancelAndRefundConfirmResponseResolvers<ContextType>;
  CancelAndRefundDetails?: CancelAndRefundDetailsResolvers<ContextType>;
  CancelAndRefundDetailsResponse?: CancelAndRefundDetailsResponseResolvers<ContextType>;
  CancelAndRefundResult?: CancelAndRefundResultResolvers<ContextType>;
  CancelAndRefundReview?: CancelAndRefundReviewResolvers<ContextType>;
  CancelAndRefundReviewResponse?: CancelAndRefundReviewResponseResolvers<ContextType>;
  CancelUpgradeOffer?: CancelUpgradeOfferResolvers<ContextType>;
  CancelUpgradeProducts?: CancelUpgradeProductsResolvers<ContextType>;
  CancelUpgradeResult?: CancelUpgradeResultResolvers<ContextType>;
  CarLocation?: CarLocationResolvers<ContextType>;
  CarOffer?: CarOfferResolvers<ContextType>;
  CarRentalConditions?: CarRentalConditionsResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartPart?: CartPartResolvers<ContextType>;
  CfarOffer?: CfarOfferResolvers<ContextType>;
  CfarOffers?: CfarOffersResolvers<ContextType>;
  CfarTerms?: CfarTermsResolvers<ContextType>;
  ChangePrice?: ChangePriceResolvers<ContextType>;
  CheckInWindow?: CheckInWindowResolvers<ContextType>;
  Companion?: CompanionResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CurrencyConversionOffer?: CurrencyConversionOfferResolvers<ContextType>;
  DroppedProduct?: DroppedProductResolvers<ContextType>;
  ExtraOffer?: ExtraOfferResolvers<ContextType>;
  FareRule?: FareRuleResolvers<ContextType>;
  FlightOffer?: FlightOfferResolvers<ContextType>;
  FlightSchedule?: FlightScheduleResolvers<ContextType>;
  FlightStatus?: FlightStatusResolvers<ContextType>;
  FlightStatusLeg?: FlightStatusLegResolvers<ContextType>;
  FlightStatusPoint?: FlightStatusPointResolvers<ContextType>;
  HistoryFlight?: HistoryFlightResolvers<ContextType>;
  HotelCancellationPolicy?: HotelCancellationPolicyResolvers<ContextType>;
  HotelDetails?: HotelDetailsResolvers<ContextType>;
  HotelPenalty?: HotelPenaltyResolvers<ContextType>;
  HotelRoomType?: HotelRoomTypeResolvers<ContextType>;
  HotelSummary?: HotelSummaryResolvers<ContextType>;
  InstallmentOption?: InstallmentOptionResolvers<ContextType>;
  InsuranceBenefit?: InsuranceBenefitResolvers<ContextType>;
  InsurancePlan?: InsurancePlanResolvers<ContextType>;
  LoyaltyBalance?: LoyaltyBalanceResolvers<ContextType>;
  LoyaltyMembership?: LoyaltyMembershipResolvers<ContextType>;
  MatrixCell?: MatrixCellResolvers<ContextType>;
  MetaSearchResult?: MetaSearchResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OffersPage?: OffersPageResolvers<ContextType>;
  OperatingDay?: OperatingDayResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPassenger?: OrderPassengerResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  OrderSegment?: OrderSegmentResolvers<ContextType>;
  Passenger?: PassengerResolvers<ContextType>;
  PassengerDetails?: PassengerDetailsResolvers<ContextType>;
  PassengerPrice?: PassengerPriceResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentDetails?: PaymentDetailsResolvers<ContextType>;
  PaymentOption?: PaymentOptionResolvers<ContextType>;
  PersonalDetails?: PersonalDetailsResolvers<ContextType>;
  ProductCancelPreview?: ProductCancelPreviewResolvers<ContextType>;
  ProductQuote?: ProductQuoteResolvers<ContextType>;
  ProductTerms?: ProductTermsResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileDraft?: ProfileDraftResolvers<ContextType>;
  PurchaseCaptcha?: PurchaseCaptchaResolvers<ContextType>;
  PurchaseResult?: PurchaseResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecentSearch?: RecentSearchResolvers<ContextType>;
  RefundCharge?: RefundChargeResolvers<ContextType>;
  RefundItem?: RefundItemResolvers<ContextType>;
  RefundLine?: RefundLineResolvers<ContextType>;
  RefundOption?: RefundOptionResolvers<ContextType>;
  RefundPaymentShare?: RefundPaymentShareResolvers<ContextType>;
  RefundProductLine?: RefundProductLineResolvers<ContextType>;
  RefundProtectionQuote?: RefundProtectionQuoteResolvers<ContextType>;
  RefundRule?: RefundRuleResolvers<ContextType>;
  ScheduleChange?: ScheduleChangeResolvers<ContextType>;
  ScheduleFlight?: ScheduleFlightResolvers<ContextType>;
  ScheduleOption?: ScheduleOptionResolvers<ContextType>;
  SearchMessage?: SearchMessageResolvers<ContextType>;
  Seat?: SeatResolvers<ContextType>;
  SeatAssignment?: SeatAssignmentResolvers<ContextType>;
  SeatMap?: SeatMapResolvers<ContextType>;
  SeatMapFacility?: SeatMapFacilityResolvers<ContextType>;
  SeatNotKept?: SeatNotKeptResolvers<ContextType>;
  SeatRow?: SeatRowResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SegmentUpgrade?: SegmentUpgradeResolvers<ContextType>;
  SurchargeConfiguration?: SurchargeConfigurationResolvers<ContextType>;
  TranslationEntry?: TranslationEntryResolvers<ContextType>;
  TravelDocument?: TravelDocumentResolvers<ContextType>;
  TravelPreferences?: TravelPreferencesResolvers<ContextType>;
  Trip?: TripResolvers<ContextType>;
  TripAccessGrant?: TripAccessGrantResolvers<ContextType>;
  TripAction?: TripActionResolvers<ContextType>;
  TripCharge?: TripChargeResolvers<ContextType>;
  TripHistoryEntry?: TripHistoryEntryResolvers<ContextType>;
  UpgradeIncludes?: UpgradeIncludesResolvers<ContextType>;
  UpgradeOffer?: UpgradeOfferResolvers<ContextType>;
  UpgradeSelection?: UpgradeSelectionResolvers<ContextType>;
  WalletPaymentSession?: WalletPaymentSessionResolvers<ContextType>;
};

