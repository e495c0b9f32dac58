// An estimate of the work an operation asks for, refused over a budget before it runs:
// each field counts 1, and the selections of a field with a `limit` argument count once
// per item it may answer.
import { operationLimit } from './operation-limit'

/** The largest estimated cost an operation may have (our own costliest document, airports, is 401). */
export const maxCost = 5_000

export const maxCostRule = operationLimit(
  'cost',
  maxCost,
  'QUERY_TOO_COSTLY',
  `The operation's estimated cost is over ${maxCost}; ask for fewer items (a smaller limit) or fewer fields.`,
)
