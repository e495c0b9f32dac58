import type { ReactNode } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { PassengerDraft } from '../../shell/passenger-form/passenger-draft'
import type { SectionForm } from './profile-section'

interface Props {
  form: SectionForm
  t: Translate
  /** The row's name, e.g. "Document 2", for its group and its Remove button. */
  rowName(index: number): string
  addLabel: string
  /** A new row's draft. */
  blank(): PassengerDraft
  row(draft: PassengerDraft, index: number): ReactNode
}

/** A section's rows (documents, programmes, companions), each removable, and one more to add. */
export function RowList({ form, t, rowName, addLabel, blank, row }: Props) {
  const { draft, setDraft } = form
  return (
    <>
      {draft.people.map((person, index) => (
        <fieldset key={person.id || index} className="dx-pax-group">
          <legend>{rowName(index)}</legend>
          {row(person, index)}
          <button
            type="button"
            className="dx-button dx-button--secondary"
            onClick={() => setDraft((d) => ({ ...d, people: d.people.filter((_, i) => i !== index) }))}
          >
            {t('accountPages.profile.remove', { name: rowName(index) })}
          </button>
        </fieldset>
      ))}
      <p className="dx-sf-actions">
        <button
          type="button"
          className="dx-button dx-button--secondary"
          onClick={() => setDraft((d) => ({ ...d, people: [...d.people, blank()] }))}
        >
          {addLabel}
        </button>
      </p>
    </>
  )
}
