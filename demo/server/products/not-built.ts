// A field of the partner-products contract whose part is still being built (issue 30):
// it answers a clear error rather than a wrong answer. Every caller of this module is
// replaced by its part's resolver; none may remain when the issue is called done.
import { businessError } from '../graphql/errors'

export const notBuilt = (field: string) => (): never => {
  throw businessError('NOT_BUILT', `${field} is not built yet on this demo server (issue 30).`, 501)
}
