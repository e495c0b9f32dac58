import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PassengerDraft } from '../../shell/passenger-form/passenger-draft'
import type { Problems } from '../../shell/passenger-form/validate'
import { personDraft } from '../traveller-draft'
import { type ListKind, listSection } from './list-section'
import type { SectionDraft, SectionForm } from './profile-section'

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)

/** A list of names: each saved as a string, edited as a person's given name. */
const names = (items: string[]): ListKind<string> => ({
  title: 'Names',
  empty: 'No names yet',
  rowName: (index) => `Name ${index + 1}`,
  addLabel: 'Add a name',
  items,
  key: (name) => name,
  line: (name) => `name: ${name}`,
  draft: (name) => personDraft({ givenName: name, familyName: '', dateOfBirth: null, gender: null }, { id: name }),
  blank: () => personDraft(undefined, { id: 'new' }),
  problems: (people): Problems =>
    Object.fromEntries(people.flatMap((p, i) => (p.givenName ? [] : [[`passengers.${i}.givenName`, 'REQUIRED']]))),
  update: (people) => ({ loyaltyMemberships: people.map((p) => ({ programme: 'ZZ', number: p.givenName })) }),
  row: (person) => <output>{person.givenName}</output>,
})

/** The edit form's parts, over a draft that setDraft replaces in place. */
function formOver(draft: SectionDraft): { form: SectionForm; current(): SectionDraft } {
  let current = draft
  const form = {
    draft,
    bind: { t, locale: 'en-US', errorOf: () => undefined, leave: () => {}, optional: (label: string) => label },
    changePerson: () => () => {},
    changeContact: () => {},
    setDraft: (update: (d: SectionDraft) => SectionDraft) => {
      current = update(current)
    },
  }
  return { form, current: () => current }
}

/** A section's edit form over a draft kept in state, as the profile keeps it. */
function Editable({ spec }: { spec: ReturnType<typeof listSection> }) {
  const [draft, setDraft] = useState(() => spec.start())
  return <>{spec.fields({ ...formOver(draft).form, draft, setDraft })}</>
}

describe('listSection: a profile section that is a list', () => {
  it('shows its empty text when nothing is saved', () => {
    render(<>{listSection(t, names([])).view}</>)
    expect(screen.getByText('No names yet')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows one line an item as saved', () => {
    render(<>{listSection(t, names(['Ada', 'Grace'])).view}</>)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['name: Ada', 'name: Grace'])
  })

  it('edits a row an item, each removable, and adds a blank one', () => {
    const spec = listSection(t, names(['Ada', 'Grace']))
    const draft = spec.start()
    expect(draft.people.map((p: PassengerDraft) => p.givenName)).toEqual(['Ada', 'Grace'])
    const { form, current } = formOver(draft)
    render(<>{spec.fields(form)}</>)
    const rows = screen.getAllByRole('group')
    expect(rows.map((row) => within(row).getByRole('status').textContent)).toEqual(['Ada', 'Grace'])
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button'))
    expect(current().people.map((p) => p.givenName)).toEqual(['Grace'])
    fireEvent.click(screen.getByRole('button', { name: 'Add a name' }))
    expect(current().people.map((p) => p.id)).toEqual(['Grace', 'new'])
  })

  it('moves focus to the row added, and after a removal to the row in its place, else to Add', () => {
    const spec = listSection(t, {
      ...names(['Ada', 'Grace']),
      row: (person) => <input aria-label={person.givenName || 'new'} />,
    })
    render(<Editable spec={spec} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add a name' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'new' }))
    // Ada's row removed: Grace's row takes its place, and its field the focus.
    fireEvent.click(within(screen.getAllByRole('group')[0] as HTMLElement).getByRole('button'))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Grace' }))
    // The last row removed: no row in its place, so Add.
    const rows = screen.getAllByRole('group')
    fireEvent.click(within(rows.at(-1) as HTMLElement).getByRole('button'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a name' }))
  })

  it('checks and saves the rows as the kind says', () => {
    const spec = listSection(t, names(['Ada']))
    const draft = spec.start()
    expect(spec.problems(draft)).toEqual({})
    expect(spec.problems({ ...draft, people: [personDraft(undefined)] })).toEqual({
      'passengers.0.givenName': 'REQUIRED',
    })
    expect(spec.update(draft)).toEqual({ loyaltyMemberships: [{ programme: 'ZZ', number: 'Ada' }] })
  })
})
