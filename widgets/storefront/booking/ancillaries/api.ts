import ancillariesDocument from '../../../../core/api/ancillaries.graphql'
import updateAncillariesDocument from '../../../../core/api/update-ancillaries.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  AncillariesQuery,
  AncillariesQueryVariables,
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

/** The passengers' names the extras page shows, by passenger id. */
export type AncillaryNames = NonNullable<AncillariesQuery['passengers']>['passengers']

/** The bags and extras on offer; in a booking (`named`) the passengers' names too. */
export async function fetchAncillaries(named: boolean): Promise<{ offers: Ancillaries; names: AncillaryNames }> {
  const answer = await graphql<AncillariesQuery>(ancillariesDocument, { named } satisfies AncillariesQueryVariables)
  return { offers: answer.ancillaries, names: answer.passengers?.passengers ?? [] }
}

/** Replaces every chosen bag and extra with `selections`; answers the cart with them. */
export async function updateAncillaries(selections: AncillarySelection[]): Promise<Cart> {
  return (
    await graphql<UpdateAncillariesMutation>(updateAncillariesDocument, {
      selections,
    } satisfies UpdateAncillariesMutationVariables)
  ).updateAncillaries
}
