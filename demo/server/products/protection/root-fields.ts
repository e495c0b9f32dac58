// Insurance, refund protection and cancel-for-any-reason: offers, analytics and exercise.
import type { ApiDeps } from '../../graphql/context'
import { validationError } from '../../graphql/errors'
import type { RootValue } from '../../graphql/root-value'
import { exerciseCfar, previewCfarExercise } from './exercise'
import { cfarOffers, insurancePlans, refundProtectionQuote } from './offers'

type Fields = Pick<
  RootValue,
  'insurancePlans' | 'refundProtectionQuote' | 'cfarOffers' | 'recordCfarEvent' | 'previewCfarExercise' | 'exerciseCfar'
>

export function protectionFields(deps: ApiDeps): Fields {
  return {
    insurancePlans: (_args, context) => insurancePlans(deps, context),
    refundProtectionQuote: (_args, context) => refundProtectionQuote(deps, context),
    cfarOffers: (_args, context) => cfarOffers(deps, context),
    recordCfarEvent({ sessionId, event }) {
      // Only a session that was offered contracts is the provider's; any other is refused plainly.
      if (!deps.products.store.cfarSessionKnown(sessionId))
        throw validationError(
          'UNKNOWN_CFAR_SESSION',
          'sessionId names no cancel-for-any-reason offers; ask cfarOffers.',
        )
      deps.products.store.recordCfarEvent(sessionId, event, deps.now())
      return true
    },
    previewCfarExercise: (args, context) => previewCfarExercise(deps, args, context),
    exerciseCfar: (args, context) => exerciseCfar(deps, args, context),
  }
}
