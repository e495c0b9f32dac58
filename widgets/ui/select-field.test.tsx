import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { SelectField } from './select-field'
import { countryOptions } from './countries'

/** Options whose labels count how often they are read: a read is an option element made. */
function countedOptions(labels: string[]) {
  let reads = 0
  const options = labels.map((label) => ({
    value: label.toLowerCase(),
    get label() {
      reads += 1
      return label
    },
  }))
  return { options, reads: () => reads }
}

describe('SelectField', () => {
  it('makes its options once for the list it is given, however often the form renders', () => {
    const { options, reads } = countedOptions(['Rome', 'Paris'])
    const field = (value: string) => (
      <SelectField label="City" options={options} value={value} onChange={() => undefined} />
    )
    const { rerender } = render(field('rome'))
    expect(reads()).toBe(2)
    rerender(field('paris'))
    rerender(field('rome'))
    expect(reads()).toBe(2)
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('rome')
  })

  it('makes them again for a new list', () => {
    const before = countedOptions(['Rome'])
    const after = countedOptions(['Rome', 'Oslo'])
    const { rerender } = render(<SelectField label="City" options={before.options} />)
    rerender(<SelectField label="City" options={after.options} />)
    expect(after.reads()).toBe(2)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Rome', 'Oslo'])
  })
})

describe('countryOptions', () => {
  it('is the same list while the locale and the unchosen option stay, the unchosen first', () => {
    const list = countryOptions('de-DE', 'Bitte wählen')
    expect(countryOptions('de-DE', 'Bitte wählen')).toBe(list)
    expect(countryOptions('fr-FR', 'Choisir')).not.toBe(list)
    expect(countryOptions('de-DE', 'Bitte wählen')).toBe(list)
    expect(countryOptions('de-DE', 'Land')[0]).toEqual({ value: '', label: 'Land' })
    expect(list[0]).toEqual({ value: '', label: 'Bitte wählen' })
    expect(list.find((option) => option.value === 'DE')?.label).toBe('Deutschland')
  })
})
