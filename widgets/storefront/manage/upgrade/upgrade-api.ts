import cancelUpgradeConfirmDocument from '../../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeOffersDocument from '../../../../core/api/cancel-upgrade-offers.graphql'
import cancelUpgradeProductsDocument from '../../../../core/api/cancel-upgrade-products.graphql'
import selectUpgradeDocument from '../../../../core/api/select-upgrade.graphql'
import startUpgradeDocument from '../../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeConfirmMutation,
  CancelUpgradeConfirmMutationVariables,
  CancelUpgradeOfferFragment,
  CancelUpgradeOffersMutation,
  CancelUpgradeOffersMutationVariables,
  CancelUpgradeProductsMutation,
  CancelUpgradeProductsMutationVariables,
  SelectUpgradeMutation,
  SelectUpgradeMutationVariables,
  StartUpgradeMutation,
  StartUpgradeMutationVariables,
  TripLookupInput,
  UpgradeOfferFragment,
  UpgradeOffersQuery,
} from '../../../../core/api/generated/operations'
import { graphql } from '../../../../core/http/graphql'

// The upgrade and cancel-upgrade calls of the trip page. The lookup (a last name) goes in
// request bodies only: every call that carries it is a POST.

export type UpgradeOffer = UpgradeOfferFragment
export type CancelUpgradeOffer = CancelUpgradeOfferFragment
export type CancelUpgradeProducts = CancelUpgradeProductsMutation['cancelUpgradeProducts']
export type CancelUpgradeResult = CancelUpgradeConfirmMutation['cancelUpgradeConfirm']

/**
 * Opens an upgrade conversation on the paid trip (its key arrives in the execution header)
 * and answers its offers: one per flight still to fly below Business with room in Business.
 */
export async function upgradeOffers(lookup: TripLookupInput): Promise<UpgradeOffer[]> {
  await graphql<StartUpgradeMutation>(startUpgradeDocument, { lookup } satisfies StartUpgradeMutationVariables)
  return (await graphql<UpgradeOffersQuery>(upgradeOffersDocument, {})).upgradeOffers
}

/** Puts the chosen offers in the conversation's cart, which the payment page then pays. */
export async function selectUpgrade(offerIds: string[]): Promise<void> {
  await graphql<SelectUpgradeMutation>(selectUpgradeDocument, { offerIds } satisfies SelectUpgradeMutationVariables)
}

/** The trip's upgraded flights and what cancelling each refunds now. */
export async function cancelUpgradeOffers(lookup: TripLookupInput): Promise<CancelUpgradeOffer[]> {
  return (
    await graphql<CancelUpgradeOffersMutation>(cancelUpgradeOffersDocument, {
      lookup,
    } satisfies CancelUpgradeOffersMutationVariables)
  ).cancelUpgradeOffers
}

/** What cancelling these upgrades refunds and where; starts the conversation the confirm works in. */
export async function cancelUpgradeProducts(
  lookup: TripLookupInput,
  segmentIndexes: number[],
): Promise<CancelUpgradeProducts> {
  return (
    await graphql<CancelUpgradeProductsMutation>(cancelUpgradeProductsDocument, {
      lookup,
      segmentIndexes,
    } satisfies CancelUpgradeProductsMutationVariables)
  ).cancelUpgradeProducts
}

/** Cancels and refunds once the traveller has confirmed; answers the refund and the trip. */
export async function cancelUpgradeConfirm(): Promise<CancelUpgradeResult> {
  return (
    await graphql<CancelUpgradeConfirmMutation>(cancelUpgradeConfirmDocument, {
      confirmed: true,
    } satisfies CancelUpgradeConfirmMutationVariables)
  ).cancelUpgradeConfirm
}
