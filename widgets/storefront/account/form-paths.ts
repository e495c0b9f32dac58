import { refusedFields as apiRefusals } from '../../../core/http/refused-fields'
import type { Problems } from '../shell/passenger-form/validate'

// The account pages reuse the passengers form's fields, which are named by the
// passengers' API paths (passengers.<index>.<field>, contact.<field>): the checks, the
// messages and the focus on the first problem all go by them. A profile's refusals name
// the profile's own paths; each is read here as the field that shows it.

const RULES: [RegExp, string][] = [
  [/^(?:profile\.)?personal\.(.+)$/, 'passengers.0.$1'],
  [/^(?:profile\.)?travelDocuments\.(\d+)\.(.+)$/, 'passengers.$1.travelDocument.$2'],
  [/^(?:profile\.)?loyaltyMemberships\.(\d+)\.programme$/, 'passengers.$1.loyaltyProgramme'],
  [/^(?:profile\.)?loyaltyMemberships\.(\d+)\.number$/, 'passengers.$1.loyaltyNumber'],
  [/^(?:profile\.)?companions\.(\d+)\.(.+)$/, 'passengers.$1.$2'],
  [/^profile\.(.+)$/, '$1'],
]

/** The form's path of a refused profile field: personal.givenName -> passengers.0.givenName, ... */
export function formPath(path: string): string {
  for (const [pattern, replacement] of RULES) if (pattern.test(path)) return path.replace(pattern, replacement)
  return path
}

/** A validation refusal's fields, by the form's paths (none for any other failure). */
export function refusedFields(error: unknown): Problems {
  return Object.fromEntries(apiRefusals(error).map((problem) => [formPath(problem.path), problem.code]))
}
