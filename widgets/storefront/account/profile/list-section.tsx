import type { ReactNode } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { PassengerDraft } from '../../shell/passenger-form/passenger-draft'
import type { Problems } from '../../shell/passenger-form/validate'
import type { ProfileUpdate } from '../api'
import type { SectionForm, SectionSpec } from './profile-section'
import { RowList } from './row-list'
import { sectionDraft } from './section-context'

/** What one kind of list (documents, memberships, companions) brings to its profile section. */
export interface ListKind<Item> {
  title: string
  /** Said in place of the list when it is empty. */
  empty: string
  /** A row's name, for its group and its Remove button: "Document 2". */
  rowName(index: number): string
  addLabel: string
  /** The list as saved. */
  items: readonly Item[]
  key(item: Item): string
  /** An item as the read-only list shows it (masked where privacy says so). */
  line(item: Item): ReactNode
  /** An item as a row of the edit form. */
  draft(item: Item): PassengerDraft
  /** A row added to the edit form. */
  blank(): PassengerDraft
  problems(people: PassengerDraft[]): Problems
  update(people: PassengerDraft[]): ProfileUpdate
  /** The fields of one row of the edit form. */
  row(person: PassengerDraft, index: number, form: SectionForm): ReactNode
}

/** A profile section that is a list: read-only, one line an item; edited, a row an item, each removable, and one more to add. */
export function listSection<Item>(t: Translate, kind: ListKind<Item>): SectionSpec {
  return {
    title: kind.title,
    view: kind.items.length ? (
      <ul className="dx-ac-list">
        {kind.items.map((item) => (
          <li key={kind.key(item)}>{kind.line(item)}</li>
        ))}
      </ul>
    ) : (
      <p>{kind.empty}</p>
    ),
    start: () => sectionDraft({ people: kind.items.map((item) => kind.draft(item)) }),
    problems: (draft) => kind.problems(draft.people),
    update: (draft) => kind.update(draft.people),
    fields: (form) => (
      <RowList
        form={form}
        t={t}
        rowName={kind.rowName}
        addLabel={kind.addLabel}
        blank={kind.blank}
        row={(person, index) => kind.row(person, index, form)}
      />
    ),
  }
}
