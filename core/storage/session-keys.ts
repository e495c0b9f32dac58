/**
 * Session-storage entries, without the DX_ prefix that
 * core/storage adds.
 */
export const SESSION_KEYS = {
  requestId: 'requestId',
  executionKey: 'executionKey',
  selectedInsurance: 'selectedInsurance',
  insuranceSelectionState: 'insuranceSelectionState',
  refundProtectState: 'refundProtectState',
  refundProtectQuoteInfo: 'refundProtectQuoteInfo',
  cfarSelectionState: 'cfarSelectionState',
  cfarContractStatus: 'cfarContractStatus',
  cfarOffersResponse: 'cfarOffersResponse',
  cfarSelectedOffer: 'cfarSelectedOffer',
} as const

/** Selections that belong to one conversation and are cleared when its key changes. */
export const CONVERSATION_SELECTION_KEYS = [
  SESSION_KEYS.selectedInsurance,
  SESSION_KEYS.insuranceSelectionState,
  SESSION_KEYS.refundProtectState,
  SESSION_KEYS.refundProtectQuoteInfo,
  SESSION_KEYS.cfarSelectionState,
  SESSION_KEYS.cfarContractStatus,
  SESSION_KEYS.cfarOffersResponse,
  SESSION_KEYS.cfarSelectedOffer,
] as const
