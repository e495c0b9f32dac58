import cancelProductDocument from '../../../../core/api/cancel-product.graphql'
import exerciseCfarDocument from '../../../../core/api/exercise-cfar.graphql'
import previewCfarExerciseDocument from '../../../../core/api/preview-cfar-exercise.graphql'
import previewProductCancelDocument from '../../../../core/api/preview-product-cancel.graphql'
import type {
  CancelProductMutation,
  CancelProductMutationVariables,
  ExerciseCfarMutation,
  ExerciseCfarMutationVariables,
  PreviewCfarExerciseMutation,
  PreviewCfarExerciseMutationVariables,
  PreviewProductCancelMutation,
  PreviewProductCancelMutationVariables,
  ProductCancelPreviewFragment,
} from '../../../../core/api/generated/operations'
import type { TripLookup } from '../../../../core/trip/load-trip'
import { graphql } from '../../../../core/http/graphql'
import type { Trip } from '../../shell/trip-api'

// A product's cancel (or a CFAR contract's exercise): a preview of what comes back, then the
// confirm of that preview. The lookup's last name goes in the request body only.

export type CancelPreview = ProductCancelPreviewFragment

/** CFAR: what exercising it refunds; any other product: what cancelling it refunds and what the provider keeps. */
export async function previewCancel(lookup: TripLookup, productId: string, cfar: boolean): Promise<CancelPreview> {
  const variables = { lookup, productId }
  return cfar
    ? (
        await graphql<PreviewCfarExerciseMutation>(
          previewCfarExerciseDocument,
          variables satisfies PreviewCfarExerciseMutationVariables,
        )
      ).previewCfarExercise
    : (
        await graphql<PreviewProductCancelMutation>(
          previewProductCancelDocument,
          variables satisfies PreviewProductCancelMutationVariables,
        )
      ).previewProductCancel
}

/** Confirms the preview; answers the trip as it now stands. */
export async function confirmCancel(lookup: TripLookup, previewId: string, cfar: boolean): Promise<Trip> {
  const variables = { lookup, previewId }
  return cfar
    ? (await graphql<ExerciseCfarMutation>(exerciseCfarDocument, variables satisfies ExerciseCfarMutationVariables))
        .exerciseCfar
    : (await graphql<CancelProductMutation>(cancelProductDocument, variables satisfies CancelProductMutationVariables))
        .cancelProduct
}
