// Scaffolding while the accounts issue is built in parallel branches: a field of the
// schema whose resolver a branch has not written yet answers this error. Each branch
// replaces its file's uses; once none is left, this file goes.
import { GraphQLError } from 'graphql'

export const notBuilt = (field: string): never => {
  throw new GraphQLError(`${field} is not built yet`, {
    extensions: { type: 'HTTPERROR', code: 'NOT_BUILT', status: 501 },
  })
}
