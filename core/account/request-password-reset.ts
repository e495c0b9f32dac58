import requestPasswordResetDocument from '../api/request-password-reset.graphql'
import type { RequestPasswordResetMutation, RequestPasswordResetMutationVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'

/**
 * Asks the API to mail a reset link to `userId` when an account has that email. The
 * answer is the same whether or not one has, so the page says one thing either way.
 */
export async function requestPasswordReset(userId: string): Promise<void> {
  const variables: RequestPasswordResetMutationVariables = { userId: userId.trim() }
  await graphql<RequestPasswordResetMutation>(requestPasswordResetDocument, variables)
}
