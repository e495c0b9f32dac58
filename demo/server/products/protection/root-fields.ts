// Insurance, refund protection and cancel-for-any-reason: offers, analytics and exercise.
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { notBuilt } from '../not-built'

type Fields = Pick<
  RootValue,
  'insurancePlans' | 'refundProtectionQuote' | 'cfarOffers' | 'recordCfarEvent' | 'previewCfarExercise' | 'exerciseCfar'
>

export function protectionFields(_deps: ApiDeps): Fields {
  return {
    insurancePlans: notBuilt('insurancePlans'),
    refundProtectionQuote: notBuilt('refundProtectionQuote'),
    cfarOffers: notBuilt('cfarOffers'),
    recordCfarEvent: notBuilt('recordCfarEvent'),
    previewCfarExercise: notBuilt('previewCfarExercise'),
    exerciseCfar: notBuilt('exerciseCfar'),
  }
}
