import { beforeEach, describe, expect, it } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse, networkDown } from '../../test/fake-network'
import type { MetaSearchInput } from '../api/generated/operations'
import { cmaInput, flightNumberInput } from '../meta-search/fixtures/links'
import { type MetaSearchAnswer, landMetaSearch } from '../meta-search/meta-search'
import { buildMetaSearchLink } from '../meta-search/meta-search-link'
import { prefetchMetaSearch } from './meta-search'

cleanPageBetweenTests()
beforeEach(() => {
  document.body.innerHTML = ''
})

/**
 * Each test lands its own link (another partner code): a prefetch that a test leaves
 * untaken stays for the page's lifetime, as on a real page.
 */
const link = (referrerCode: string, input: MetaSearchInput = flightNumberInput) =>
  ({ ...input, referrerCode }) satisfies MetaSearchInput

/** The answer of the API; `referrerCode` tells which call it was. */
const answer = (referrerCode: string) => ({ data: { metaSearch: { referrerCode } } })

/** The page at a meta-search link, holding the storefront unless said otherwise. */
function openLink(input: MetaSearchInput, storefront = true): void {
  if (storefront) document.body.append(document.createElement('dx-storefront'))
  history.replaceState(null, '', `/book.html${buildMetaSearchLink(input)}`)
}

const referrerOf = (landed: MetaSearchAnswer) => landed.referrerCode

describe('the meta-search prefetch', () => {
  it('starts the metaSearch call of a meta-search link on a page that holds the storefront', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A1')))
    openLink(link('A1'))
    prefetchMetaSearch()
    await expect.poll(() => network.requests()).toHaveLength(1)
    expect(JSON.parse(String(network.requests()[0]?.init.body))).toMatchObject({
      operationName: 'metaSearch',
      variables: { input: { code: 'FLIGHT_NUMBER', referrerCode: 'A1' } },
    })
  })

  it('is taken by the landing of the link, which then asks nothing itself', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A2')))
    openLink(link('A2'))
    prefetchMetaSearch()
    expect(referrerOf(await landMetaSearch(link('A2')))).toBe('A2')
    expect(network.requests()).toHaveLength(1)
  })

  it('is taken once: the same link landed again later asks again', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A3')))
    openLink(link('A3'))
    prefetchMetaSearch()
    await landMetaSearch(link('A3'))
    await landMetaSearch(link('A3'))
    expect(network.requests()).toHaveLength(2)
  })

  it('is never taken by the landing of another link', async () => {
    const network = fakeNetwork((_url, init) => {
      const { variables } = JSON.parse(String(init.body)) as { variables: { input: MetaSearchInput } }
      return jsonResponse(answer(variables.input.referrerCode))
    })
    openLink(link('A4'))
    prefetchMetaSearch()
    expect(referrerOf(await landMetaSearch(link('B4', cmaInput)))).toBe('B4')
    expect(network.requests()).toHaveLength(2)
  })

  it('that got no answer is asked once more by the landing', async () => {
    let down = true
    const network = fakeNetwork((url, init) => (down ? networkDown(url, init) : jsonResponse(answer('A5'))))
    openLink(link('A5'))
    prefetchMetaSearch()
    await expect.poll(() => network.requests()).toHaveLength(1)
    down = false
    expect(referrerOf(await landMetaSearch(link('A5')))).toBe('A5')
    expect(network.requests()).toHaveLength(2)
  })

  it('that the API refused stands: the landing gets the refusal without asking again', async () => {
    const refusal = { type: 'businessLogic', code: 'META_SEARCH_FLIGHTS_UNAVAILABLE', status: 422 }
    const network = fakeNetwork(() => jsonResponse({ errors: [{ message: 'gone', extensions: refusal }] }))
    openLink(link('A6'))
    prefetchMetaSearch()
    await expect(landMetaSearch(link('A6'))).rejects.toMatchObject({ code: 'META_SEARCH_FLIGHTS_UNAVAILABLE' })
    expect(network.requests()).toHaveLength(1)
  })

  it('starts nothing for a link that does not read whole: the landing sends it elsewhere without a call', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A7')))
    document.body.append(document.createElement('dx-storefront'))
    history.replaceState(
      null,
      '',
      `/book.html${buildMetaSearchLink(link('A7')).replace('code=FLIGHT_NUMBER', 'code=')}`,
    )
    prefetchMetaSearch()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('starts nothing on a page without the storefront, since the call opens a conversation', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A8')))
    openLink(link('A8'), false)
    prefetchMetaSearch()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('starts nothing on another page of the storefront', async () => {
    const network = fakeNetwork(() => jsonResponse(answer('A9')))
    document.body.append(document.createElement('dx-storefront'))
    history.replaceState(
      null,
      '',
      `/book.html${buildMetaSearchLink(link('A9')).replace('/meta-search?', '/passengers?')}`,
    )
    prefetchMetaSearch()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })
})
