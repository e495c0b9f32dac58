import { type ReactNode, useEffect, useRef } from 'react'
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

/**
 * A section's rows (documents, programmes, companions), each removable, and one more to add.
 * Focus follows: Add moves it to the new row's first field; Remove, whose button leaves the
 * page with the row, moves it to the first field of the row that takes its place, else to Add.
 */
export function RowList({ form, t, rowName, addLabel, blank, row }: Props) {
  const { draft, setDraft } = form
  const rows = useRef<(HTMLFieldSetElement | null)[]>([])
  const add = useRef<HTMLButtonElement>(null)
  const focusAfter = useRef<number>(undefined)
  const count = draft.people.length
  useEffect(() => {
    const index = focusAfter.current
    focusAfter.current = undefined
    if (index === undefined) return
    const field = index < count ? rows.current[index]?.querySelector<HTMLElement>('input, select, textarea') : null
    ;(field ?? add.current)?.focus()
  }, [count])
  return (
    <>
      {draft.people.map((person, index) => (
        <fieldset
          key={person.id || index}
          ref={(element) => {
            rows.current[index] = element
          }}
          className="dx-pax-group"
        >
          <legend>{rowName(index)}</legend>
          {row(person, index)}
          <button
            type="button"
            className="dx-button dx-button--secondary"
            onClick={() => {
              focusAfter.current = index
              setDraft((d) => ({ ...d, people: d.people.filter((_, i) => i !== index) }))
            }}
          >
            {t('accountPages.profile.remove', { name: rowName(index) })}
          </button>
        </fieldset>
      ))}
      <p className="dx-sf-actions">
        <button
          ref={add}
          type="button"
          className="dx-button dx-button--secondary"
          onClick={() => {
            focusAfter.current = count
            setDraft((d) => ({ ...d, people: [...d.people, blank()] }))
          }}
        >
          {addLabel}
        </button>
      </p>
    </>
  )
}
