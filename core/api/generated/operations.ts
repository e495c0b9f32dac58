/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AccountKind =
  /** An agency's agent (loginId and password), booking for customers in the b2b channel */
  | 'AGENT'
  /** A traveller with a profile (userId and password) */
  | 'TRAVELLER';

export type AgencyAddressInput = {
  city: string;
  country: string;
  postalCode: string;
  street: string;
};

export type AgencyProfileInput = {
  address: AgencyAddressInput;
  contact: ContactInput;
  iataNumber: string;
  name: string;
};

/** An agent an agency adds or changes: no password, which only the agent sets (from the mail's link) */
export type AgentInput = {
  email: string;
  familyName: string;
  givenName: string;
  loginId: string;
};

export type AncillarySelectionInput = {
  /** BAG, PRIORITY_BOARDING or LOUNGE_ACCESS */
  code: string;
  partIndex: number;
  passengerId: string;
  /** Extra bags (BAG), or 1 / 0 for an extra */
  quantity: number;
};

export type BillingInput = {
  city?: string | null | undefined;
  /** ISO 3166 alpha-2 */
  country?: string | null | undefined;
  postalCode?: string | null | undefined;
  street?: string | null | undefined;
};

export type CardInput = {
  cvc: string;
  /** 1-12 */
  expiryMonth: number;
  /** Four digits */
  expiryYear: number;
  holderName: string;
  number: string;
};

/** What a traveller did with the CFAR offers, for the provider's analytics (no personal data) */
export type CfarEvent =
  | 'EXERCISE_STARTED'
  | 'OFFERS_DECLINED'
  | 'OFFERS_SHOWN'
  | 'OFFER_CHOSEN';

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

export type CompanionInput = {
  dateOfBirth?: string | null | undefined;
  familyName: string;
  gender?: Gender | null | undefined;
  givenName: string;
  /** Absent for a new companion; else Companion.id */
  id?: string | null | undefined;
  loyaltyNumber?: string | null | undefined;
  loyaltyProgramme?: string | null | undefined;
  travelDocument?: TravelDocumentInput | null | undefined;
};

export type ContactInput = {
  email: string;
  /** Digits of the country calling code, e.g. 44 */
  phoneCountryCode: string;
  phoneNumber: string;
};

export type FlightStatusCode =
  | 'BOARDING'
  | 'CANCELLED'
  | 'DELAYED'
  | 'DEPARTED'
  | 'LANDED'
  | 'SCHEDULED';

/**
 * What the payment page sends for fraud screening with purchase (no personal data: no
 * name, email, card or address; none of it is logged).
 */
export type FraudNetInput = {
  /** The page's language, e.g. de-DE */
  language?: string | null | undefined;
  /** Screen width x height in CSS pixels, e.g. 390x844 */
  screen?: string | null | undefined;
  /** Seconds from the payment page opening to Pay */
  secondsOnPage?: number | null | undefined;
  /** A random id of the browser's visit, made by the storefront (not a cookie) */
  sessionId: string;
  /** IANA time zone of the device, e.g. Europe/Paris */
  timeZone?: string | null | undefined;
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

export type ItineraryPartInput = {
  /** YYYY-MM-DD */
  date: string;
  destination: string;
  origin: string;
  /** An offerRef from an earlier answer; -1 means none (flexible calendar) */
  selectedOfferRef?: string | null | undefined;
};

export type LoyaltyMembershipInput = {
  number: string;
  programme: string;
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
  currency?: string | null | undefined;
  /** 1 to 6 parts in travel order */
  itineraryParts: Array<MetaSearchPartInput>;
  /** Counts per passenger type, as in searchFlights */
  passengers: PassengerCountsInput;
  /** Country (ISO 3166 two letters) the sale is made in; sets the currency when currency is absent: GB in GBP, euro countries in EUR, any other in USD */
  pointOfSale?: string | null | undefined;
  /** Applied as in searchFlights (unknown codes answer the message PROMO_UNKNOWN, not an error) */
  promoCodes?: Array<string> | null | undefined;
  /** The partner's code (1 to 32 letters, digits, '-' or '_'), stored with the order */
  referrerCode: string;
};

/** One leg of the journey (outbound, return, ...): its segments in travel order and its brand. */
export type MetaSearchPartInput = {
  /** Brand of every segment of the part: light, classic, flex or business */
  brandId: string;
  /** 1 to 4 segments, each departing where the one before arrives */
  segments: Array<MetaSearchSegmentInput>;
};

/** One flight of an itinerary part, as the partner's offer lists it. */
export type MetaSearchSegmentInput = {
  /** The partner's notes on the flight (e.g. a change of terminal); not read by the API */
  advisories?: Array<string> | null | undefined;
  /** Marketing airline; required by FLIGHT_NUMBER and CMA; CMP defaults to ZZ */
  airlineCode?: string | null | undefined;
  /** Airport-local YYYY-MM-DDTHH:mm:ss; required by CMA, compared when sent */
  arrival?: string | null | undefined;
  /** Airport-local YYYY-MM-DDTHH:mm:ss (seconds may be left out); FLIGHT_NUMBER reads only the date and also takes YYYY-MM-DD */
  departure: string;
  /** Airport code where it arrives */
  destination: string;
  /** Marketing flight number, digits only, without the airline (123); required by FLIGHT_NUMBER and CMA */
  flightNumber?: string | null | undefined;
  /** The partner's marriage group: segments that share one are sold together, so one group may not span two itinerary parts */
  marriageGroup?: string | null | undefined;
  /** Airline that flies it; required by CMA, compared when sent */
  operatingAirlineCode?: string | null | undefined;
  /** Airport code where the segment departs */
  origin: string;
  /** Intermediate airports of a through flight (one flight number, no change of aircraft), in order; compared when sent */
  stopAirports?: Array<string> | null | undefined;
};

/** An amount in integer minor units with its ISO 4217 currency, e.g. 45600 USD = 456.00 USD. */
export type MoneyInput = {
  amount: number;
  currency: string;
};

export type NewAgentInput = {
  email: string;
  familyName: string;
  givenName: string;
  loginId: string;
  password: string;
};

export type OfferSort =
  | 'DEPARTURE'
  | 'DURATION'
  | 'PRICE';

export type OffersPageInput = {
  /** Departure window, local minutes after midnight, inclusive */
  departureFrom?: number | null | undefined;
  departureTo?: number | null | undefined;
  /** Page size; default and maximum 100 (lazy search) */
  limit?: number | null | undefined;
  /** Most stops allowed (0 nonstop only) */
  maxStops?: number | null | undefined;
  /** Offers to skip; default 0 */
  offset?: number | null | undefined;
  sort?: OfferSort | null | undefined;
};

/** Counts per passenger type; zero counts are left out by the client. */
export type PassengerCountsInput = {
  ADT?: number | null | undefined;
  CHD?: number | null | undefined;
  INF?: number | null | undefined;
  SRC?: number | null | undefined;
  YTH?: number | null | undefined;
};

export type PassengerInput = {
  /** YYYY-MM-DD; required for CHD and INF, and for everyone on international trips */
  dateOfBirth?: string | null | undefined;
  familyName: string;
  gender?: Gender | null | undefined;
  givenName: string;
  /** Client-chosen id, unique in the list (e.g. ADT-1) */
  id: string;
  /** Infants: the id of the adult they travel with (one infant per adult) */
  infantOf?: string | null | undefined;
  knownTravellerNumber?: string | null | undefined;
  loyaltyNumber?: string | null | undefined;
  /** Airline code of the loyalty programme, with number */
  loyaltyProgramme?: string | null | undefined;
  redressNumber?: string | null | undefined;
  /** Required on international itineraries */
  travelDocument?: TravelDocumentInput | null | undefined;
  type: PassengerTypeCode;
};

export type PassengerTypeCode =
  | 'ADT'
  | 'CHD'
  | 'INF';

export type PaymentInput = {
  card?: CardInput | null | undefined;
  /** CARD only: the id of an unexpired currencyConversionOffer for this card's BIN */
  conversionOfferId?: string | null | undefined;
  /** Fraud screening data (see FraudNetInput) */
  fraudNetData?: FraudNetInput | null | undefined;
  /** CARD only: one of the counts installmentOptions answered for this card's brand */
  installments?: number | null | undefined;
  /** CARD, ZZPAY or PAY_LATER */
  type: string;
  /** APPLE_PAY or GOOGLE_PAY: the token the wallet answered, sent once and never stored */
  walletToken?: string | null | undefined;
};

export type PersonalDetailsInput = {
  dateOfBirth?: string | null | undefined;
  familyName: string;
  gender?: Gender | null | undefined;
  givenName: string;
};

export type PnrQueryInput = {
  /** As TripLookupInput.accessGrant */
  accessGrant?: string | null | undefined;
  /** As TripLookupInput.lastName: required unless accessGrant is sent */
  lastName?: string | null | undefined;
  /** The order id (Trip.orderId) */
  orderId?: string | null | undefined;
  /** Cancel only these itinerary parts (OrderSegment.partIndex), for every passenger. Not with passengerIds. */
  partIndexes?: Array<number> | null | undefined;
  /**
   * Cancel only these passengers (OrderPassenger.id) on every flight still to fly; an
   * infant goes with its adult. Not with partIndexes.
   */
  passengerIds?: Array<string> | null | undefined;
  /** Booking reference, six characters */
  pnr?: string | null | undefined;
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

export type ProductKind =
  | 'CAR'
  /** Cancel for any reason: a share of the flights' price back, whatever the reason, until a deadline */
  | 'CFAR'
  | 'HOTEL'
  | 'INSURANCE'
  | 'REFUND_PROTECTION';

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

export type ProfileInput = {
  companions?: Array<CompanionInput> | null | undefined;
  contact: ContactInput;
  loyaltyMemberships?: Array<LoyaltyMembershipInput> | null | undefined;
  personal: PersonalDetailsInput;
  preferences?: TravelPreferencesInput | null | undefined;
  travelDocuments?: Array<TravelDocumentInput> | null | undefined;
  /** An email; the account's sign-in name (compared ignoring case) */
  userId: string;
};

export type PurchaseStatus =
  | 'CHALLENGE_REQUIRED'
  | 'CONFIRMED'
  | 'HELD'
  | 'REDIRECT_REQUIRED';

export type RecentSearchInput = {
  adults: number;
  cabinClass: string;
  children: number;
  departureDate: string;
  destination: string;
  infants: number;
  origin: string;
  returnDate?: string | null | undefined;
};

export type RefundPaymentDataInput = {
  /** TRAVEL_CREDIT only: where the credit's code is sent; the order's contact email when absent */
  creditEmail?: string | null | undefined;
};

export type RefundTarget =
  /** Back to the forms of payment the order was paid with, newest first */
  | 'ORIGINAL_PAYMENT'
  /** A travel credit in the order's currency, for a new booking within a year */
  | 'TRAVEL_CREDIT';

/** ALL includes one-stop connections through the hubs; NONSTOP only direct flights. */
export type ScheduleType =
  | 'ALL'
  | 'NONSTOP';

export type SearchCriteriaInput = {
  awardBooking: boolean;
  /** Economy, PremiumEconomy, Business or First; default Economy */
  cabinClass?: string | null | undefined;
  /** ISO 4217; default the point of sale's currency (docs/settings.md), else USD */
  currency?: string | null | undefined;
  /**
   * Only in an exchange conversation (startTripChange flow EXCHANGE), and required there:
   * the kind of change, e.g. VOLUNTARY (the demo treats every value alike). An exchange
   * search takes currency and passengers from the order, ignoring any sent.
   */
  exchangeType?: string | null | undefined;
  itineraryParts: Array<ItineraryPartInput>;
  /** Required, except in an exchange conversation, which takes the order's passengers */
  passengers?: PassengerCountsInput | null | undefined;
  /** Two-letter country code of the market; implies the currency when none is sent */
  pointOfSale?: string | null | undefined;
  promoCodes?: Array<string> | null | undefined;
  searchType: SearchType;
};

export type SearchType =
  | 'BRANDED'
  | 'CALENDAR30'
  | 'FLEXIBLECALENDAR';

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

export type TravelDocumentInput = {
  /** YYYY-MM-DD; must be after the last flight */
  expiryDate: string;
  /** ISO 3166 alpha-2 */
  issuingCountry: string;
  /** ISO 3166 alpha-2 */
  nationality: string;
  number: string;
  /** PASSPORT or ID_CARD */
  type: string;
};

export type TravelPreferencesInput = {
  meal?: string | null | undefined;
  seat: SeatPreference;
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

export type TripLookupInput = {
  /**
   * Instead of lastName: the grant a lookup by name answered (Trip.accessGrant). With pnr
   * or orderId they must name the grant's trip. A grant that expired, was withdrawn or names
   * another trip answers businessLogic TRIP_ACCESS_ENDED (401), which is not counted as a
   * failed lookup: the traveller finds the trip again by name.
   */
  accessGrant?: string | null | undefined;
  /**
   * A passenger's family name as booked, matched as airlines match names: case, accents,
   * spaces, hyphens and apostrophes do not count (zoe finds Zoë). Required unless
   * accessGrant is sent, or the session's traveller owns the trip (it is in their
   * upcomingTrips) or the session's agent's agency booked it.
   */
  lastName?: string | null | undefined;
  /** The order id (Trip.orderId) */
  orderId?: string | null | undefined;
  /** Booking reference, six characters */
  pnr?: string | null | undefined;
};

export type TripPassengerUpdateInput = {
  familyName?: string | null | undefined;
  /** A spelling fix: at most 3 characters differ from the booked name, else validation NAME_CHANGE_TOO_LARGE */
  givenName?: string | null | undefined;
  loyaltyNumber?: string | null | undefined;
  loyaltyProgramme?: string | null | undefined;
  /** OrderPassenger.id */
  passengerId: string;
  travelDocument?: TravelDocumentInput | null | undefined;
};

export type WalletMethod =
  | 'APPLE_PAY'
  | 'GOOGLE_PAY';

export type AccountProfileDraftQueryVariables = Exact<{
  pnrQuery: TripLookupInput;
}>;


export type AccountProfileDraftQuery = { profileDraft: { personal: { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, travelDocuments: Array<{ type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string }>, loyaltyMemberships: Array<{ programme: string, number: string }>, companions: Array<{ givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }> } };

export type AccountProfileFragment = { userId: string, personal: { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, travelDocuments: Array<{ type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string }>, loyaltyMemberships: Array<{ programme: string, number: string }>, preferences: { seat: SeatPreference, meal: string | null }, companions: Array<{ id: string, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { profile: { userId: string, personal: { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, travelDocuments: Array<{ type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string }>, loyaltyMemberships: Array<{ programme: string, number: string }>, preferences: { seat: SeatPreference, meal: string | null }, companions: Array<{ id: string, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null } };

export type AccountSessionFragment = { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null };

export type AccountTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountTripsQuery = { upcomingTrips: { upcoming: Array<{ pnr: string, status: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string }>, past: Array<{ pnr: string, status: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string }> } };

export type AccountTripFragment = { pnr: string, status: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string };

export type AddCarToCartMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type AddCarToCartMutation = { addProductToCart: { total: { amount: number, currency: string } } };

export type AddHotelToCartMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type AddHotelToCartMutation = { addProductToCart: { total: { amount: number, currency: string } } };

export type AddItineraryMutationVariables = Exact<{
  offerRefs: Array<string> | string;
}>;


export type AddItineraryMutation = { addItinerary: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type AddProductToCartMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type AddProductToCartMutation = { addProductToCart: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type AgencyAgentAddMutationVariables = Exact<{
  agent: AgentInput;
}>;


export type AgencyAgentAddMutation = { addAgent: { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> } };

export type AgencyAgentRemoveMutationVariables = Exact<{
  agentId: string;
}>;


export type AgencyAgentRemoveMutation = { removeAgent: { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> } };

export type AgencyAgentUpdateMutationVariables = Exact<{
  agentId: string;
  agent: AgentInput;
}>;


export type AgencyAgentUpdateMutation = { updateAgent: { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> } };

export type AgencyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyOrdersQuery = { agencyOrders: { upcoming: Array<{ pnr: string, orderId: string, status: string, orderType: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string }>, past: Array<{ pnr: string, orderId: string, status: string, orderType: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string }> } };

export type AgencyTripFragment = { pnr: string, orderId: string, status: string, orderType: string, origin: string, destination: string, departure: string, arrival: string, passengerCount: number, leadPassengerName: string };

export type AgencyProfileViewFragment = { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> };

export type AgencyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyProfileQuery = { agencyProfile: { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> } };

export type AgencyRegisterMutationVariables = Exact<{
  agency: AgencyProfileInput;
  agent: NewAgentInput;
}>;


export type AgencyRegisterMutation = { createAgencyProfile: { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null } };

export type AgencyResetKeyMutationVariables = Exact<{
  loginId: string;
}>;


export type AgencyResetKeyMutation = { requestAgencyResetKey: boolean };

export type AgencySignInMutationVariables = Exact<{
  loginId: string;
  password: string;
}>;


export type AgencySignInMutation = { agencySignIn: { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null } };

export type AgencySignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AgencySignOutMutation = { signOut: boolean };

export type AgencyUpdateMutationVariables = Exact<{
  agency: AgencyProfileInput;
}>;


export type AgencyUpdateMutation = { updateAgencyProfile: { agencyId: string, name: string, iataNumber: string, address: { street: string, city: string, postalCode: string, country: string }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, agents: Array<{ agentId: string, loginId: string, givenName: string, familyName: string, email: string, isSignedIn: boolean }> } };

export type AirportFragment = { code: string, city: string, name: string };

export type AirportsQueryVariables = Exact<{
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type AirportsQuery = { airports: Array<{ code: string, name: string, city: string, country: string }> };

export type AncillariesQueryVariables = Exact<{
  named: boolean;
}>;


export type AncillariesQuery = { ancillaries: { bags: Array<{ passengerId: string, partIndex: number, included: number, bought: number, selected: number, maxExtra: number, pricePerBag: { amount: number, currency: string } }>, extras: Array<{ code: string, passengerId: string, partIndex: number, included: boolean, bought: boolean, selected: boolean, price: { amount: number, currency: string } }> }, passengers?: { passengers: Array<{ id: string, givenName: string, familyName: string }> } };

export type BoardingPassesQueryVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type BoardingPassesQuery = { boardingPasses: Array<{ type: string, data: { model: { reference: string, passengerId: string, passengerName: string, infantName: string | null, segmentIndex: number, airlineCode: string, flightNumber: string, departure: string, boardingTime: string, gate: string | null, terminal: string | null, seat: string | null, cabin: string, boardingGroup: string, sequence: number, barcode: string, origin: { code: string, city: string }, destination: { code: string, city: string } }, images: Array<{ role: string, url: string, alt: string }>, translations: Array<{ key: string, value: string }> } }> };

export type CancelAndRefundConfirmMutationVariables = Exact<{
  confirmed: boolean;
  paymentData?: RefundPaymentDataInput | null | undefined;
  selectedRefundTarget?: RefundTarget | null | undefined;
}>;


export type CancelAndRefundConfirmMutation = { cancelAndRefundConfirm: { originalResponse: { refundReference: string, target: RefundTarget, travelCreditCode: string | null, validUntil: string | null, creditSentTo: string | null, refundedAt: string, amount: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, trip: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } } } };

export type CancelAndRefundDetailsFragment = { reference: string, orderId: string, wholeOrder: boolean, partialAllowed: boolean, passengerIds: Array<string>, partIndexes: Array<number>, scheduleChangeRefund: boolean, lines: Array<{ passengerId: string, passengerType: PassengerTypeCode, segmentIndex: number, partIndex: number, brandId: string, brandName: string, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, refundableFare: { amount: number, currency: string }, refundableTaxes: { amount: number, currency: string }, fee: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, products: Array<{ productId: string, kind: ProductKind, title: string, reference: string | null, outcome: ProductCancelOutcome, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, charges: Array<{ kind: ChargeKind, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, rules: Array<{ brandId: string, brandName: string, refund: string, partialAllowed: boolean, text: string, cancellationFee: { amount: number, currency: string } }>, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, lost: { amount: number, currency: string } };

export type CancelProductMutationVariables = Exact<{
  lookup: TripLookupInput;
  previewId: string | number;
}>;


export type CancelProductMutation = { cancelProduct: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } };

export type CancelUpgradeConfirmMutationVariables = Exact<{
  confirmed: boolean;
}>;


export type CancelUpgradeConfirmMutation = { cancelUpgradeConfirm: { refundReference: string, segmentIndexes: Array<number>, refundedAt: string, amount: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, offers: Array<{ segmentIndex: number, toCabin: string, toBrandName: string, refundableUntil: string, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, seatsRefunded: { amount: number, currency: string } }>, trip: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } } };

export type CancelUpgradeOfferFragment = { segmentIndex: number, toCabin: string, toBrandName: string, refundableUntil: string, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, seatsRefunded: { amount: number, currency: string } };

export type CancelUpgradeOffersMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type CancelUpgradeOffersMutation = { cancelUpgradeOffers: Array<{ segmentIndex: number, toCabin: string, toBrandName: string, refundableUntil: string, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, seatsRefunded: { amount: number, currency: string } }> };

export type CancelUpgradeProductsMutationVariables = Exact<{
  lookup: TripLookupInput;
  segmentIndexes: Array<number> | number;
}>;


export type CancelUpgradeProductsMutation = { cancelUpgradeProducts: { reference: string, offers: Array<{ segmentIndex: number, toCabin: string, toBrandName: string, refundableUntil: string, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, seatsRefunded: { amount: number, currency: string } }>, refundable: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }> } };

export type CarAvailabilityQueryVariables = Exact<{
  locationId: string | number;
  pickUp: string;
  dropOff: string;
}>;


export type CarAvailabilityQuery = { carAvailability: Array<{ carClass: string, model: string, seats: number, bags: number, transmission: string, conditions: { kilometresPerDay: number | null, minimumDriverAge: number, fuelPolicy: string, freeCancellationHours: number, included: Array<string>, deposit: { amount: number, currency: string } }, quote: { quoteId: string, provider: string, price: { amount: number, currency: string }, terms: { url: string } } }> };

export type CarLocationsQueryVariables = Exact<{
  airportCode: string;
}>;


export type CarLocationsQuery = { carLocations: Array<{ locationId: string, name: string, access: string, supplier: string }> };

export type CarTripQueryVariables = Exact<{ [key: string]: never; }>;


export type CarTripQuery = { cart: { parts: Array<{ segments: Array<{ departure: string, arrival: string, origin: { code: string }, destination: { code: string, city: string } }> }> } };

export type CardTypeQueryVariables = Exact<{
  bin: string;
}>;


export type CardTypeQuery = { cardType: string | null };

export type CartFragment = { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type CfarOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type CfarOffersQuery = { cfarOffers: { sessionId: string, offers: Array<{ coveragePerMille: number, deadline: string, refund: { amount: number, currency: string }, departureAirport: { city: string, timeZone: string }, quote: { quoteId: string, kind: ProductKind, provider: string, title: string, expiresAt: string, price: { amount: number, currency: string }, terms: { url: string, version: string } } }> } };

export type ChallengeResultQueryVariables = Exact<{
  challengeId: string;
}>;


export type ChallengeResultQuery = { challengeResult: { status: PurchaseStatus, challengeId: string | null, order: { reference: string, status: string, holdExpiresAt: string | null, total: { amount: number, currency: string } } | null, droppedProducts: Array<{ kind: ProductKind, title: string, reason: string }> } };

export type ChangeCartQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeCartQuery = { cart: { paymentPending: boolean | null, points: number | null, change: { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number, currency: string }, totalDue: { amount: number, currency: string }, residual: { amount: number, currency: string } } | null, upgrade: { offers: Array<{ segmentIndex: number, pricePerPassenger: { amount: number, currency: string }, price: { amount: number, currency: string }, total: { amount: number, currency: string } }>, total: { amount: number, currency: string } } | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type ChangePriceFragment = { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number, currency: string }, totalDue: { amount: number, currency: string }, residual: { amount: number, currency: string } };

export type CheckInWindowQueryVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type CheckInWindowQuery = { retrieveTrip: { checkIn: { opensAt: string, closesAt: string, open: boolean } } };

export type ConfirmScheduleChangeMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type ConfirmScheduleChangeMutation = { confirmScheduleChange: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } };

export type CreateAccountProfileMutationVariables = Exact<{
  profile: ProfileInput;
  password: string;
  pnrQuery?: TripLookupInput | null | undefined;
}>;


export type CreateAccountProfileMutation = { createProfile: { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null } };

export type CurrencyConversionOfferQueryVariables = Exact<{
  bin: string;
}>;


export type CurrencyConversionOfferQuery = { currencyConversionOffer: { id: string, rate: string, markupPerMille: number, expiresAt: string, original: { amount: number, currency: string }, amount: { amount: number, currency: string } } | null };

export type EndTripAccessMutationVariables = Exact<{
  accessGrant: string;
}>;


export type EndTripAccessMutation = { endTripAccess: boolean };

export type ExchangeCartQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeCartQuery = { cart: { parts: Array<{ offerRef: string, brand: { id: string, name: string }, segments: Array<{ flightNumber: string, airlineCode: string, operatingAirlineCode: string, operatingCarrier: string, departure: string, arrival: string, duration: number, equipmentName: string, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string } }> }>, change: { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number, currency: string }, totalDue: { amount: number, currency: string }, residual: { amount: number, currency: string } } | null, total: { amount: number, currency: string } } };

export type ExerciseCfarMutationVariables = Exact<{
  lookup: TripLookupInput;
  previewId: string | number;
}>;


export type ExerciseCfarMutation = { exerciseCfar: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } };

export type FareRulesQueryVariables = Exact<{
  offerRef: string;
}>;


export type FareRulesQuery = { fareRules: Array<{ category: string, text: string }> };

export type FlightSchedulesQueryVariables = Exact<{
  origin: string;
  destination: string;
  departureDate: string;
  type?: ScheduleType | null | undefined;
}>;


export type FlightSchedulesQuery = { flightSchedules: { departureDate: string, nextDate: string | null, lastDate: string, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string }, schedules: Array<{ totalDuration: number, totalStops: number, operatingDays: Array<{ available: boolean, date: string, dayOfWeek: number }>, flights: Array<{ departure: string, arrival: string, origin: string, destination: string, duration: number, equipmentType: string, equipmentName: string, flightNumber: string, numberOfStops: number, stops: Array<string>, operatingCarrier: string, airlineCode: string, operatingAirlineCode: string }> }> } };

export type FlightStatusQueryVariables = Exact<{
  flightNumber: string;
  departureDate: string;
  airlineCode: string;
  origin?: string | null | undefined;
  destination?: string | null | undefined;
}>;


export type FlightStatusQuery = { flightStatus: { airlineCode: string, flightNumber: string, date: string, flights: Array<{ equipmentType: string, equipmentName: string, duration: number, departureInfo: { airportCode: string, baggageClaimAreaCode: string | null, scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null, airport: { code: string, city: string, name: string } }, arrivalInfo: { airportCode: string, baggageClaimAreaCode: string | null, scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null, airport: { code: string, city: string, name: string } } }> } };

export type StatusPointFragment = { airportCode: string, baggageClaimAreaCode: string | null, scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null, airport: { code: string, city: string, name: string } };

export type GetCancelAndRefundReviewMutationVariables = Exact<{
  pnrQuery?: PnrQueryInput | null | undefined;
}>;


export type GetCancelAndRefundReviewMutation = { getCancelAndRefundReview: { originalResponse: { details: { reference: string, orderId: string, wholeOrder: boolean, partialAllowed: boolean, passengerIds: Array<string>, partIndexes: Array<number>, scheduleChangeRefund: boolean, lines: Array<{ passengerId: string, passengerType: PassengerTypeCode, segmentIndex: number, partIndex: number, brandId: string, brandName: string, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, refundableFare: { amount: number, currency: string }, refundableTaxes: { amount: number, currency: string }, fee: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, products: Array<{ productId: string, kind: ProductKind, title: string, reference: string | null, outcome: ProductCancelOutcome, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, charges: Array<{ kind: ChargeKind, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, rules: Array<{ brandId: string, brandName: string, refund: string, partialAllowed: boolean, text: string, cancellationFee: { amount: number, currency: string } }>, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, lost: { amount: number, currency: string } }, options: Array<{ target: RefundTarget, validUntil: string | null, amount: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }> }> } } };

export type GetCancelAndRefundMutationVariables = Exact<{
  pnrQuery: PnrQueryInput;
}>;


export type GetCancelAndRefundMutation = { getCancelAndRefund: { originalResponse: { reference: string, orderId: string, wholeOrder: boolean, partialAllowed: boolean, passengerIds: Array<string>, partIndexes: Array<number>, scheduleChangeRefund: boolean, lines: Array<{ passengerId: string, passengerType: PassengerTypeCode, segmentIndex: number, partIndex: number, brandId: string, brandName: string, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, refundableFare: { amount: number, currency: string }, refundableTaxes: { amount: number, currency: string }, fee: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, products: Array<{ productId: string, kind: ProductKind, title: string, reference: string | null, outcome: ProductCancelOutcome, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, charges: Array<{ kind: ChargeKind, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string } }>, rules: Array<{ brandId: string, brandName: string, refund: string, partialAllowed: boolean, text: string, cancellationFee: { amount: number, currency: string } }>, paid: { amount: number, currency: string }, refundable: { amount: number, currency: string }, lost: { amount: number, currency: string } } } };

export type HoldSeatMutationVariables = Exact<{
  segmentIndex: number;
  passengerId: string;
  seatNumber: string;
}>;


export type HoldSeatMutation = { holdSeat: { segmentIndex: number, passengerId: string, seatNumber: string, price: { amount: number, currency: string } } };

export type HotelCartQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelCartQuery = { cart: { products: Array<{ quoteId: string, kind: ProductKind, title: string, price: { amount: number, currency: string } }> } };

export type HotelDetailsQueryVariables = Exact<{
  hotelId: string | number;
  checkinDate: string;
  checkoutDate: string;
  guests: number;
}>;


export type HotelDetailsQuery = { hotelDetails: { hotelId: string, name: string, stars: number, distanceMetres: number, checkinTime: string, checkoutTime: string, amenities: Array<string>, rooms: Array<{ hotelRoomTypeId: string, name: string, maxGuests: number, cancellationPolicy: { penaltyInfoList: Array<{ timeUnit: string, duration: number, policyStartType: string, type: string, value: number }> }, quote: { quoteId: string, title: string, provider: string, price: { amount: number, currency: string }, terms: { url: string } } }> } };

export type HotelSearchQueryVariables = Exact<{
  airportCode: string;
  checkinDate: string;
  checkoutDate: string;
  guests: number;
}>;


export type HotelSearchQuery = { hotelSearch: Array<{ hotelId: string, name: string, stars: number, distanceMetres: number, fromPrice: { amount: number, currency: string } }> };

export type InstallmentOptionsQueryVariables = Exact<{
  cardType: string;
}>;


export type InstallmentOptionsQuery = { installmentOptions: Array<{ count: number, feePerMille: number, perInstallment: { amount: number, currency: string }, lastInstallment: { amount: number, currency: string }, total: { amount: number, currency: string } }> };

export type InsurancePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type InsurancePlansQuery = { insurancePlans: Array<{ planCode: string, benefits: Array<{ code: string, limit: { amount: number, currency: string } }>, quote: { quoteId: string, kind: ProductKind, provider: string, title: string, expiresAt: string, price: { amount: number, currency: string }, terms: { url: string, version: string } } }> };

export type KeepRecentSearchMutationVariables = Exact<{
  search: RecentSearchInput;
}>;


export type KeepRecentSearchMutation = { putUserCriteria: Array<{ origin: string, destination: string, departureDate: string, returnDate: string | null, cabinClass: string, adults: number, children: number, infants: number }> };

export type LeadPassengerQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadPassengerQuery = { passengers: { passengers: Array<{ type: PassengerTypeCode, givenName: string, familyName: string }> } };

export type MetaSearchMutationVariables = Exact<{
  input: MetaSearchInput;
}>;


export type MetaSearchMutation = { metaSearch: { referrerCode: string, cart: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, segments: Array<{ flightNumber: string, airlineCode: string, operatingAirlineCode: string, operatingCarrier: string, departure: string, arrival: string, duration: number, equipmentName: string, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string } }>, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> }, advertisedTotal: { amount: number, currency: string }, priceDifference: { amount: number, currency: string }, messages: Array<{ code: string, type: string }> } };

export type MoneyFragment = { amount: number, currency: string };

export type OrderAgencyQueryVariables = Exact<{
  reference: string;
}>;


export type OrderAgencyQuery = { order: { reference: string, agentLoginId: string | null, agency: { name: string, iataNumber: string } | null } | null };

export type OrderPaymentFragment = { type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } };

export type OrderProductFragment = { productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null };

export type OrderFragment = { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, segments: Array<{ index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { type: string, number: string } | null }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> };

export type OrderQueryVariables = Exact<{
  reference: string;
}>;


export type OrderQuery = { order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, segments: Array<{ index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { code: string, city: string }, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { type: string, number: string } | null }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> } | null };

export type PassengerDetailsFragment = { international: boolean, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, knownTravellerNumber: string | null, redressNumber: string | null, infantOf: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null };

export type PassengersQueryVariables = Exact<{ [key: string]: never; }>;


export type PassengersQuery = { passengers: { international: boolean, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, knownTravellerNumber: string | null, redressNumber: string | null, infantOf: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null } };

export type PayHeldOrderMutationVariables = Exact<{
  reference: string;
  lastName: string;
  payment: PaymentInput;
  idempotencyKey: string;
}>;


export type PayHeldOrderMutation = { payHeldOrder: { status: PurchaseStatus, order: { reference: string, status: string, holdExpiresAt: string | null, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }> } | null } };

export type PaymentOptionFragment = { type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> };

export type PaymentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentOptionsQuery = { paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }> };

export type PreviewCfarExerciseMutationVariables = Exact<{
  lookup: TripLookupInput;
  productId: string | number;
}>;


export type PreviewCfarExerciseMutation = { previewCfarExercise: { previewId: string, productId: string, expiresAt: string, refund: { amount: number, currency: string }, penalty: { amount: number, currency: string } } };

export type PreviewProductCancelMutationVariables = Exact<{
  lookup: TripLookupInput;
  productId: string | number;
}>;


export type PreviewProductCancelMutation = { previewProductCancel: { previewId: string, productId: string, expiresAt: string, refund: { amount: number, currency: string }, penalty: { amount: number, currency: string } } };

export type ProductCancelPreviewFragment = { previewId: string, productId: string, expiresAt: string, refund: { amount: number, currency: string }, penalty: { amount: number, currency: string } };

export type ProductQuoteFragment = { quoteId: string, kind: ProductKind, provider: string, title: string, expiresAt: string, price: { amount: number, currency: string }, terms: { url: string, version: string } };

export type PersonalDetailsFragment = { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null };

export type ContactDetailsFragment = { email: string, phoneCountryCode: string, phoneNumber: string };

export type TravelDocumentFragment = { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string };

export type LoyaltyMembershipFragment = { programme: string, number: string };

export type CompanionFragment = { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null };

export type PurchaseAttemptQueryVariables = Exact<{
  idempotencyKey: string;
}>;


export type PurchaseAttemptQuery = { purchaseAttempt: { status: PurchaseStatus, challengeId: string | null, order: { reference: string, status: string, holdExpiresAt: string | null, total: { amount: number, currency: string } } | null, droppedProducts: Array<{ kind: ProductKind, title: string, reason: string }> } | null };

export type PurchaseCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseCaptchaQuery = { purchaseCaptcha: { algorithm: string, challenge: string, salt: string, maxNumber: number, signature: string } };

export type PurchaseResultFragment = { status: PurchaseStatus, challengeId: string | null, order: { reference: string, status: string, holdExpiresAt: string | null, total: { amount: number, currency: string } } | null, droppedProducts: Array<{ kind: ProductKind, title: string, reason: string }> };

export type PurchaseMutationVariables = Exact<{
  payment: PaymentInput;
  idempotencyKey: string;
  billing?: BillingInput | null | undefined;
  languageForBooking?: string | null | undefined;
  remarks?: Array<string> | string | null | undefined;
  verificationToken?: string | null | undefined;
}>;


export type PurchaseMutation = { purchase: { status: PurchaseStatus, challengeId: string | null, order: { reference: string, status: string, holdExpiresAt: string | null, total: { amount: number, currency: string } } | null, droppedProducts: Array<{ kind: ProductKind, title: string, reason: string }> } };

export type RecentSearchFragment = { origin: string, destination: string, departureDate: string, returnDate: string | null, cabinClass: string, adults: number, children: number, infants: number };

export type RecentSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentSearchesQuery = { userCriteria: Array<{ origin: string, destination: string, departureDate: string, returnDate: string | null, cabinClass: string, adults: number, children: number, infants: number }> };

export type RecordCfarEventMutationVariables = Exact<{
  sessionId: string | number;
  event: CfarEvent;
}>;


export type RecordCfarEventMutation = { recordCfarEvent: boolean };

export type RefundPaymentShareFragment = { type: string, cardType: string | null, last4: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } };

export type RefundProtectionQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type RefundProtectionQuoteQuery = { refundProtectionQuote: { pricePerMille: number, covered: { amount: number, currency: string }, quote: { quoteId: string, kind: ProductKind, provider: string, title: string, expiresAt: string, price: { amount: number, currency: string }, terms: { url: string, version: string } } } | null };

export type ReleaseSeatMutationVariables = Exact<{
  segmentIndex: number;
  passengerId: string;
}>;


export type ReleaseSeatMutation = { releaseSeat: boolean };

export type RemoveHotelFromCartMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveHotelFromCartMutation = { removeProductFromCart: { total: { amount: number, currency: string } } };

export type RemoveProductFromCartMutationVariables = Exact<{
  kind: ProductKind;
}>;


export type RemoveProductFromCartMutation = { removeProductFromCart: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  userId: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetAgentPasswordMutationVariables = Exact<{
  key: string;
  password: string;
}>;


export type ResetAgentPasswordMutation = { resetAgencyPassword: boolean };

export type ResetTravellerPasswordMutationVariables = Exact<{
  key: string;
  password: string;
}>;


export type ResetTravellerPasswordMutation = { resetPassword: boolean };

export type RetrieveTripQueryVariables = Exact<{
  order_id?: string | null | undefined;
  pnr?: string | null | undefined;
  last_name?: string | null | undefined;
  access_grant?: string | null | undefined;
}>;


export type RetrieveTripQuery = { retrieveTrip: { orderId: string, orderType: string, accessGrant: { grant: string, expiresInSeconds: number } | null, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } };

export type SearchFlightsMutationVariables = Exact<{
  criteria: SearchCriteriaInput;
  page?: OffersPageInput | null | undefined;
}>;


export type SearchFlightsMutation = { searchFlights: { searchType: SearchType, currency: string, partIndex: number, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string }, brands: Array<{ id: string, name: string, cabinClass: string, checkedBags: number, carryOn: boolean, seatChoice: string, changes: string, refund: string, priorityBoarding: boolean, loungeAccess: boolean }>, offers: { offset: number, totalCount: number, nextOffset: number | null, offers: Array<{ id: string, duration: number, stops: number, booked: boolean | null, segments: Array<{ flightNumber: string, airlineCode: string, operatingAirlineCode: string, operatingCarrier: string, departure: string, arrival: string, duration: number, equipmentName: string, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string } }>, brandOffers: Array<{ brandId: string, offerRef: string, seatsLeft: number | null, pointsPerAdult: number | null, pointsTotal: number | null, booked: boolean | null, pricePerAdult: { amount: number, currency: string }, total: { amount: number, currency: string }, change: { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number, currency: string }, totalDue: { amount: number, currency: string }, residual: { amount: number, currency: string } } | null }>, lowestTotal: { amount: number, currency: string } }> } | null, calendar: Array<{ date: string, available: boolean, pointsTotal: number | null, booked: boolean | null, lowestTotal: { amount: number, currency: string } | null, change: { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number, currency: string }, totalDue: { amount: number, currency: string }, residual: { amount: number, currency: string } } | null }> | null, matrix: Array<{ outboundDate: string, inboundDate: string, available: boolean, pointsTotal: number | null, lowestTotal: { amount: number, currency: string } | null }> | null, messages: Array<{ code: string, type: string }> } };

export type SeatMapPageFragment = { seatMap: { segmentIndex: number, cabin: string, columns: Array<string>, aisleAfter: Array<string>, segment: { flightNumber: string, airlineCode: string, departure: string, equipmentName: string, origin: { code: string, city: string }, destination: { code: string, city: string } }, rows: Array<{ number: number, exit: boolean, wing: boolean, seats: Array<{ number: string, column: string, characteristics: Array<string>, available: boolean, heldBy: string | null, price: { amount: number, currency: string } }> }>, facilities: Array<{ kind: string, beforeRow: number | null, position: string }> }, cart: { parts: Array<{ segments: Array<{ flightNumber: string, airlineCode: string, departure: string, origin: { code: string, city: string }, destination: { code: string, city: string } }> }>, items: Array<{ kind: string, index: number, passengerId: string }> | null } };

export type SeatMapQueryVariables = Exact<{
  segmentIndex: number;
}>;


export type SeatMapQuery = { passengers: { passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, infantOf: string | null }> }, seatMap: { segmentIndex: number, cabin: string, columns: Array<string>, aisleAfter: Array<string>, segment: { flightNumber: string, airlineCode: string, departure: string, equipmentName: string, origin: { code: string, city: string }, destination: { code: string, city: string } }, rows: Array<{ number: number, exit: boolean, wing: boolean, seats: Array<{ number: string, column: string, characteristics: Array<string>, available: boolean, heldBy: string | null, price: { amount: number, currency: string } }> }>, facilities: Array<{ kind: string, beforeRow: number | null, position: string }> }, cart: { parts: Array<{ segments: Array<{ flightNumber: string, airlineCode: string, departure: string, origin: { code: string, city: string }, destination: { code: string, city: string } }> }>, items: Array<{ kind: string, index: number, passengerId: string }> | null } };

export type SegmentFragment = { flightNumber: string, airlineCode: string, operatingAirlineCode: string, operatingCarrier: string, departure: string, arrival: string, duration: number, equipmentName: string, origin: { code: string, city: string, name: string }, destination: { code: string, city: string, name: string } };

export type SelectUpgradeMutationVariables = Exact<{
  offerIds: Array<string> | string;
}>;


export type SelectUpgradeMutation = { selectUpgrade: { paymentPending: boolean | null, points: number | null, upgrade: { offers: Array<{ id: string, segmentIndex: number, fromCabin: string, brandName: string, distanceKm: number, selected: boolean, pricePerPassenger: { amount: number, currency: string }, price: { amount: number, currency: string }, seatCredit: { amount: number, currency: string }, total: { amount: number, currency: string }, includes: { cabin: string, loungeAccess: boolean, priorityBoarding: boolean, checkedBags: number, seatType: string, meal: string } }>, total: { amount: number, currency: string } } | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type SessionQueryVariables = Exact<{
  refreshBalances?: boolean | null | undefined;
}>;


export type SessionQuery = { session: { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null } | null };

export type SignInMutationVariables = Exact<{
  userId: string;
  password: string;
}>;


export type SignInMutation = { signIn: { kind: AccountKind, givenName: string, familyName: string, expiresInSeconds: number, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null, agency: { agencyId: string, name: string, iataNumber: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type StartExchangeMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type StartExchangeMutation = { startTripChange: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type StartTripChangeMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type StartTripChangeMutation = { startTripChange: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type StartUpgradeMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type StartUpgradeMutation = { startTripChange: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type StatusTimesFragment = { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null };

export type TravellerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type TravellerProfileQuery = { profile: { userId: string, personal: { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, travelDocuments: Array<{ type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string }>, loyaltyMemberships: Array<{ programme: string, number: string }>, preferences: { seat: SeatPreference, meal: string | null }, companions: Array<{ id: string, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null } };

export type TripHistoryFragment = { history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> };

export type TripSeatMapQueryVariables = Exact<{
  segmentIndex: number;
}>;


export type TripSeatMapQuery = { seatMap: { segmentIndex: number, cabin: string, columns: Array<string>, aisleAfter: Array<string>, segment: { flightNumber: string, airlineCode: string, departure: string, equipmentName: string, origin: { code: string, city: string }, destination: { code: string, city: string } }, rows: Array<{ number: number, exit: boolean, wing: boolean, seats: Array<{ number: string, column: string, characteristics: Array<string>, available: boolean, heldBy: string | null, price: { amount: number, currency: string } }> }>, facilities: Array<{ kind: string, beforeRow: number | null, position: string }> }, cart: { parts: Array<{ segments: Array<{ flightNumber: string, airlineCode: string, departure: string, origin: { code: string, city: string }, destination: { code: string, city: string } }> }>, items: Array<{ kind: string, index: number, passengerId: string }> | null } };

export type TripFragment = { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> };

export type UpdateAccountProfileMutationVariables = Exact<{
  personal?: PersonalDetailsInput | null | undefined;
  contact?: ContactInput | null | undefined;
  travelDocuments?: Array<TravelDocumentInput> | TravelDocumentInput | null | undefined;
  loyaltyMemberships?: Array<LoyaltyMembershipInput> | LoyaltyMembershipInput | null | undefined;
  preferences?: TravelPreferencesInput | null | undefined;
  companions?: Array<CompanionInput> | CompanionInput | null | undefined;
}>;


export type UpdateAccountProfileMutation = { updateProfile: { userId: string, personal: { givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null }, contact: { email: string, phoneCountryCode: string, phoneNumber: string }, travelDocuments: Array<{ type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string }>, loyaltyMemberships: Array<{ programme: string, number: string }>, preferences: { seat: SeatPreference, meal: string | null }, companions: Array<{ id: string, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, loyaltyBalance: { programme: string, number: string, points: number, tier: string } | null } };

export type UpdateAncillariesMutationVariables = Exact<{
  selections: Array<AncillarySelectionInput> | AncillarySelectionInput;
}>;


export type UpdateAncillariesMutation = { updateAncillaries: { paymentPending: boolean | null, points: number | null, parts: Array<{ offerRef: string, brand: { id: string, name: string } }>, passengers: Array<{ passengerType: string, count: number, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, total: { amount: number, currency: string } }>, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, seats: { amount: number, currency: string } | null, ancillaries: { amount: number, currency: string } | null, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }> | null, total: { amount: number, currency: string }, products: Array<{ kind: ProductKind, title: string, startsAt: string | null, endsAt: string | null, price: { amount: number, currency: string } }> } };

export type UpdatePassengersMutationVariables = Exact<{
  passengers: Array<PassengerInput> | PassengerInput;
  contact: ContactInput;
}>;


export type UpdatePassengersMutation = { updatePassengers: { international: boolean, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, gender: Gender | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, knownTravellerNumber: string | null, redressNumber: string | null, infantOf: string | null, travelDocument: { type: string, number: string, issuingCountry: string, expiryDate: string, nationality: string } | null }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null } };

export type UpdateTripPassengersMutationVariables = Exact<{
  lookup: TripLookupInput;
  contact?: ContactInput | null | undefined;
  passengers?: Array<TripPassengerUpdateInput> | TripPassengerUpdateInput | null | undefined;
}>;


export type UpdateTripPassengersMutation = { updateTripPassengers: { orderId: string, orderType: string, actions: Array<{ code: TripActionCode, allowed: boolean, reason: string | null }>, scheduleChanges: Array<{ segmentIndex: number, previousDeparture: string, previousArrival: string, departure: string, arrival: string, significant: boolean }>, checkIn: { opensAt: string, closesAt: string, open: boolean }, order: { reference: string, status: string, holdExpiresAt: string | null, installments: number | null, agency: { name: string, email: string | null, phone: string | null } | null, segments: Array<{ cabin: string, index: number, partIndex: number, airlineCode: string, flightNumber: string, departure: string, arrival: string, brandName: string, origin: { timeZone: string, code: string, city: string }, upgrade: { fromCabin: string, fromBrandName: string, refundableUntil: string, paid: { amount: number, currency: string } } | null, liveStatus: { departureInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null }, arrivalInfo: { scheduledDateTime: string, estimatedDateTime: string | null, actualDateTime: string | null, flightStatus: FlightStatusCode, gate: string | null, terminal: string | null } } | null, destination: { code: string, city: string } }>, passengers: Array<{ id: string, type: PassengerTypeCode, givenName: string, familyName: string, dateOfBirth: string | null, loyaltyProgramme: string | null, loyaltyNumber: string | null, infantOf: string | null, travelDocument: { issuingCountry: string, expiryDate: string, nationality: string, type: string, number: string } | null }>, total: { amount: number, currency: string }, fare: { amount: number, currency: string }, taxes: { amount: number, currency: string }, payments: Array<{ type: string, cardType: string | null, last4: string | null, installments: number | null, conversionRate: string | null, amount: { amount: number, currency: string }, charged: { amount: number, currency: string } }>, items: Array<{ kind: string, passengerId: string, index: number, detail: string, price: { amount: number, currency: string } }>, contact: { email: string, phoneCountryCode: string, phoneNumber: string } | null, paymentOptions: Array<{ type: string, name: string, holdHours: number | null, surcharges: Array<{ cardType: string | null, perMille: number, fixed: { amount: number, currency: string } }> }>, products: Array<{ productId: string, kind: ProductKind, state: ProductState, provider: string, reference: string | null, title: string, startsAt: string | null, endsAt: string | null, cancellable: boolean, price: { amount: number, currency: string }, refunded: { amount: number, currency: string }, terms: { url: string }, cfar: { coveragePerMille: number, deadline: string, refund: { amount: number, currency: string } } | null }> }, seatsNotKept: Array<{ passengerId: string, segmentIndex: number, seatNumber: string, reason: SeatNotKeptReason }>, credit: { amount: number, currency: string } | null, charges: Array<{ kind: ChargeKind, amount: { amount: number, currency: string } }>, history: Array<{ at: string, actor: HistoryActor, action: string, seatsNotKept: number, refundReference: string | null, flights: Array<{ airlineCode: string, flightNumber: string }>, credited: { amount: number, currency: string } | null, paid: { amount: number, currency: string } | null, refunded: { amount: number, currency: string } | null }> } };

export type UpgradeOfferFragment = { id: string, segmentIndex: number, fromCabin: string, brandName: string, distanceKm: number, selected: boolean, pricePerPassenger: { amount: number, currency: string }, price: { amount: number, currency: string }, seatCredit: { amount: number, currency: string }, total: { amount: number, currency: string }, includes: { cabin: string, loungeAccess: boolean, priorityBoarding: boolean, checkedBags: number, seatType: string, meal: string } };

export type UpgradeOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type UpgradeOffersQuery = { upgradeOffers: Array<{ id: string, segmentIndex: number, fromCabin: string, brandName: string, distanceKm: number, selected: boolean, pricePerPassenger: { amount: number, currency: string }, price: { amount: number, currency: string }, seatCredit: { amount: number, currency: string }, total: { amount: number, currency: string }, includes: { cabin: string, loungeAccess: boolean, priorityBoarding: boolean, checkedBags: number, seatType: string, meal: string } }> };

export type WalletPaymentSessionMutationVariables = Exact<{
  method: WalletMethod;
  validationUrl?: string | null | undefined;
}>;


export type WalletPaymentSessionMutation = { walletPaymentSession: { method: WalletMethod, merchantId: string, session: string, expiresAt: string, total: { amount: number, currency: string } } };

export type AirportTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type AirportTimeZoneQuery = { airports: Array<{ code: string, timeZone: string }> };

export type ExchangeSearchMutationVariables = Exact<{
  criteria: SearchCriteriaInput;
}>;


export type ExchangeSearchMutation = { searchFlights: { offers: { offers: Array<{ brandOffers: Array<{ brandId: string, change: { residualTreatment: string | null, fareDifference: { amount: number, currency: string }, changeFee: { amount: number }, totalDue: { amount: number }, residual: { amount: number } } | null }> }> } | null } };

export type TripChangeCartMutationVariables = Exact<{
  lookup: TripLookupInput;
}>;


export type TripChangeCartMutation = { startTripChange: { parts: Array<{ offerRef: string }>, total: { amount: number, currency: string }, items: Array<{ kind: string }> | null } };

export type AirportCodeQueryVariables = Exact<{ [key: string]: never; }>;


export type AirportCodeQuery = { airports: Array<{ code: string }> };

export type BookSignedInCreateProfileMutationVariables = Exact<{
  profile: ProfileInput;
  password: string;
}>;


export type BookSignedInCreateProfileMutation = { createProfile: { kind: AccountKind, givenName: string } };

export type BookSignedInSignInMutationVariables = Exact<{
  userId: string;
  password: string;
}>;


export type BookSignedInSignInMutation = { signIn: { kind: AccountKind, givenName: string } };

export type BookSignedInTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookSignedInTripsQuery = { upcomingTrips: { upcoming: Array<{ pnr: string, passengerCount: number, leadPassengerName: string }> } };
