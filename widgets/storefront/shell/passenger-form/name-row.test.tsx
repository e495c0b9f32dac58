import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersonFields } from '../../account/person-fields'
import { personDraft } from '../../account/traveller-draft'
import { PassengerForm } from '../../booking/passengers/passenger-form'
import { PassengerEditFields } from '../../manage/passenger-edit-fields'
import type { FormBinding } from './form-binding'

const bindIn = (locale: string): FormBinding => ({
  t: (key) => key,
  locale,
  errorOf: () => undefined,
  leave: () => {},
  optional: (label) => label,
})
const draft = personDraft({ givenName: 'Taro', familyName: 'Yamada', dateOfBirth: null, gender: null }, { id: 'p1' })
const noChange = () => {}

/** Every traveller name form, rendered in `locale`. */
const FORMS = {
  'the passengers page': (locale: string) => (
    <PassengerForm
      draft={draft}
      index={0}
      trip={{ international: false, lastFlightDate: '2026-12-08' }}
      adults={[]}
      airline="ZZ"
      lead
      bind={bindIn(locale)}
      onChange={noChange}
    />
  ),
  "the account's person fields": (locale: string) => (
    <PersonFields draft={draft} index={0} bind={bindIn(locale)} own onChange={noChange} />
  ),
  "the trip page's passenger edit": (locale: string) => (
    <PassengerEditFields
      draft={draft}
      index={0}
      lastYear={2026}
      airline="ZZ"
      bind={bindIn(locale)}
      documentOpen={false}
      onOpenDocument={noChange}
      onChange={noChange}
    />
  ),
}

/** The name inputs in document order (the order Tab visits them: none sets a tabindex). */
function nameInputs(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLInputElement>('input[data-path$="Name"]')].map((input) => ({
    path: input.dataset.path,
    value: input.value,
    tabIndex: input.getAttribute('tabindex'),
  }))
}

describe('name fields in the order the locale writes names', () => {
  for (const [form, renderIn] of Object.entries(FORMS)) {
    it(`asks for the family name first in ja-JP: ${form}`, () => {
      const { container, unmount } = render(renderIn('ja-JP'))
      expect(nameInputs(container)).toEqual([
        { path: 'passengers.0.familyName', value: 'Yamada', tabIndex: null },
        { path: 'passengers.0.givenName', value: 'Taro', tabIndex: null },
      ])
      unmount()
    })

    it(`asks for the given name first in en-US: ${form}`, () => {
      const { container, unmount } = render(renderIn('en-US'))
      expect(nameInputs(container)).toEqual([
        { path: 'passengers.0.givenName', value: 'Taro', tabIndex: null },
        { path: 'passengers.0.familyName', value: 'Yamada', tabIndex: null },
      ])
      unmount()
    })
  }

  it('keeps each field its autofill token when the order changes', () => {
    const { container } = render(FORMS['the passengers page']('ja-JP'))
    const auto = (field: string) =>
      container.querySelector(`input[data-path="passengers.0.${field}"]`)?.getAttribute('autocomplete')
    expect([auto('familyName'), auto('givenName')]).toEqual(['family-name', 'given-name'])
  })
})
