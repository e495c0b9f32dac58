import type { FormBinding } from './form-binding'
import type { DocumentDraft, PassengerDraft } from './passenger-draft'

/** The draft's fields an input or a select edits as typed. */
type DraftField =
  | 'givenName'
  | 'familyName'
  | 'gender'
  | 'loyaltyProgramme'
  | 'loyaltyNumber'
  | 'knownTravellerNumber'
  | 'redressNumber'
  | 'infantOf'

/** The travel document's fields an input or a select edits as typed (the expiry is three selects). */
type DocumentField = Exclude<keyof DocumentDraft, 'expiry'>

/**
 * What ties one passenger's inputs to its draft, for the passengers page and the trip
 * page's edit dialog alike: each input is named by its API path (passengers.<index>.<field>),
 * which the checks, the API's refusals and the error summary all use; it shows its
 * problem once due, and counts as left when focus goes.
 */
export function passengerInputs(
  draft: PassengerDraft,
  index: number,
  { errorOf, leave }: FormBinding,
  onChange: (change: Partial<PassengerDraft>, path: string) => void,
) {
  const path = (field: string) => `passengers.${index}.${field}`
  const bound = (field: string, value: string, change: (value: string) => void) => ({
    'data-path': path(field),
    value,
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
    onChange: (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => change(event.currentTarget.value),
  })
  /** A change to the travel document, which the draft keeps whole. */
  const changeDocument = (change: Partial<DocumentDraft>, field: string) =>
    onChange({ document: { ...draft.document, ...change } }, path(`travelDocument.${field}`))
  return {
    path,
    changeDocument,
    field: (field: DraftField) => bound(field, draft[field], (value) => onChange({ [field]: value }, path(field))),
    documentField: (field: DocumentField) =>
      bound(`travelDocument.${field}`, draft.document[field], (value) => changeDocument({ [field]: value }, field)),
  }
}
