import cancelAndRefundConfirmDocument from '../../../../core/api/cancel-and-refund-confirm.graphql'
import getCancelAndRefundDocument from '../../../../core/api/get-cancel-and-refund.graphql'
import getCancelAndRefundReviewDocument from '../../../../core/api/get-cancel-and-refund-review.graphql'
import type {
  CancelAndRefundConfirmMutation,
  CancelAndRefundConfirmMutationVariables,
  CancelAndRefundDetailsFragment,
  GetCancelAndRefundMutation,
  GetCancelAndRefundMutationVariables,
  GetCancelAndRefundReviewMutation,
  PnrQueryInput,
  RefundPaymentShareFragment,
  RefundTarget,
} from '../../../../core/api/generated/operations'
import { graphql } from '../../../../core/http/graphql'
import type { TripLookup } from '../../../../core/trip/trip-lookup'

// The three calls of a cancel and refund and names for their answers. The lookup's last
// name travels in the first call's body only (a POST); the others work in the
// conversation that call opens (the execution header).

export type CancelDetails = CancelAndRefundDetailsFragment
export type RefundReview = GetCancelAndRefundReviewMutation['getCancelAndRefundReview']['originalResponse']
export type RefundResult = CancelAndRefundConfirmMutation['cancelAndRefundConfirm']['originalResponse']
export type RefundShare = RefundPaymentShareFragment
export type { RefundTarget }

/** What is cancelled: the whole trip, one passenger (an infant goes with its adult) or one part of the trip. */
export type CancelScope = { kind: 'trip' } | { kind: 'passenger'; id: string } | { kind: 'part'; index: number }

/** The lookup that found the trip, narrowed to the passengers or part the scope names. */
export function pnrQueryOf(lookup: TripLookup, scope: CancelScope): PnrQueryInput {
  const query: PnrQueryInput = lookup.accessGrant ? { accessGrant: lookup.accessGrant } : { lastName: lookup.lastName }
  if (lookup.pnr) query.pnr = lookup.pnr
  if (lookup.orderId) query.orderId = lookup.orderId
  if (scope.kind === 'passenger') query.passengerIds = [scope.id]
  if (scope.kind === 'part') query.partIndexes = [scope.index]
  return query
}

/**
 * What cancelling refunds and what is lost; opens the conversation (its key arrives in
 * the execution header). Refusals: ORDER_CANCELLED, ORDER_HELD, FLOWN, NOTHING_TO_CANCEL,
 * PARTIAL_CANCEL_NOT_ALLOWED, MINOR_WITHOUT_ADULT, TRIP_NOT_FOUND, RATE_LIMITED.
 */
export async function getCancelAndRefund(pnrQuery: PnrQueryInput): Promise<CancelDetails> {
  const variables: GetCancelAndRefundMutationVariables = { pnrQuery }
  return (await graphql<GetCancelAndRefundMutation>(getCancelAndRefundDocument, variables)).getCancelAndRefund
    .originalResponse
}

/** The refund targets with their amounts, priced again on the order as it stands, in the open conversation. */
export async function getCancelAndRefundReview(): Promise<RefundReview> {
  return (await graphql<GetCancelAndRefundReviewMutation>(getCancelAndRefundReviewDocument, {}))
    .getCancelAndRefundReview.originalResponse
}

/** Cancels and refunds to `target`: the traveller has confirmed. Sent again in the conversation it answers the same result. */
export async function cancelAndRefundConfirm(target: RefundTarget): Promise<RefundResult> {
  const variables: CancelAndRefundConfirmMutationVariables = { confirmed: true, selectedRefundTarget: target }
  return (await graphql<CancelAndRefundConfirmMutation>(cancelAndRefundConfirmDocument, variables))
    .cancelAndRefundConfirm.originalResponse
}
