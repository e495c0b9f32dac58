import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import airportsFixture from '../../demo/mocks/airports.json'
import { renderWidget } from '../../test/render-widget'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { SearchBox } from './search-box'

cleanPageBetweenTests()

// Landmarks of one kind need names of their own: a screen reader lists them by name, and
// two forms both called "Search flights" cannot be told apart (axe: landmark-unique).
describe('search forms on one page', () => {
  it('name a second search form with its number', async () => {
    fakeNetwork(() => jsonResponse(airportsFixture))
    renderWidget(SearchBox)
    renderWidget(SearchBox, { origin: 'LHR', destination: 'JFK' })
    await waitFor(() =>
      expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual([
        'Search flights',
        'Search flights (2)',
      ]),
    )
  })

  it('gives the first name back when the form holding it goes', async () => {
    fakeNetwork(() => jsonResponse(airportsFixture))
    const first = renderWidget(SearchBox)
    await waitFor(() => expect(screen.getByRole('form', { name: 'Search flights' })).toBeTruthy())
    first.unmount()
    renderWidget(SearchBox)
    await waitFor(() => expect(screen.getByRole('form', { name: 'Search flights' })).toBeTruthy())
  })
})
