import ancillariesDocument from '../../../../core/api/ancillaries.graphql'
import updateAncillariesDocument from '../../../../core/api/update-ancillaries.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  AncillariesQuery,
  AncillarySelectionInput,
  UpdateAncillariesMutation,
  UpdateAncillariesMutationVariables,
} from '../../../../core/api/generated/operations'
import type { Cart } from '../../shell/api'

// Names for the parts of the generated answers and variables that the extras page passes around.

export type Ancillaries = AncillariesQuery['ancillaries']
export type BagOffer = Ancillaries['bags'][number]
export type ExtraOffer = Ancillaries['extras'][number]
export type AncillarySelection = AncillarySelectionInput

export async function fetchAncillaries(): Promise<Ancillaries> {
  return (await graphql<AncillariesQuery>(ancillariesDocument, {})).ancillaries
}

/** Replaces every chosen bag and extra with `selections`; answers the cart with them. */
export async function updateAncillaries(selections: AncillarySelection[]): Promise<Cart> {
  return (
    await graphql<UpdateAncillariesMutation>(updateAncillariesDocument, {
      selections,
    } satisfies UpdateAncillariesMutationVariables)
  ).updateAncillaries
}
