import { describe, expect, it } from 'vitest'
import { graphql, operationName } from './graphql'
import { DxError } from './errors'
import { $execution } from '../execution/execution'
import { $locale } from '../i18n/page-locale'
import { installSettings } from '../settings/install-settings'
import { getRequestId } from '../storage/request-id'
import { BASE_URL, GRAPHQL_URL, fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

cleanPageBetweenTests()

const FLIGHT_STATUS =
  'query flightStatus($flightNumber: String!) { flightStatus(flightNumber: $flightNumber) { airlineCode } }'
const answer = () => jsonResponse({ data: { flightStatus: { airlineCode: 'ZZ' } } })

describe('GraphQL client', () => {
  it('POSTs to the experience API with credentials and no cache', async () => {
    const network = fakeNetwork(answer)
    await graphql(FLIGHT_STATUS, { flightNumber: '1' })
    const request = network.requests()[0]!
    expect(request.url.href).toBe(GRAPHQL_URL)
    expect(request.init.method).toBe('POST')
    expect(request.init.credentials).toBe('include')
    expect(request.init.cache).toBe('no-cache')
  })

  it('sends the query, variables and operation name as a JSON body', async () => {
    const network = fakeNetwork(answer)
    await graphql(FLIGHT_STATUS, { flightNumber: '1' })
    const request = network.requests()[0]!
    expect(JSON.parse(String(request.init.body))).toEqual({
      query: FLIGHT_STATUS,
      variables: { flightNumber: '1' },
      operationName: 'flightStatus',
    })
    expect(request.headers['Content-Type']).toBe('application/json')
  })

  it('returns the data of the answer', async () => {
    fakeNetwork(answer)
    await expect(graphql(FLIGHT_STATUS, {})).resolves.toEqual({ flightStatus: { airlineCode: 'ZZ' } })
  })

  it('sends every header that has a value', async () => {
    const network = fakeNetwork(answer, {
      authorization: 'tok',
      dcUrl: 'https://dc.test',
      ssoToken: 'sso',
      ssgToken: 'ssg',
      applicationId: 'app',
    })
    installSettings({ cid: 'conv-1', storefront: 'ABCD' })
    $execution.set('e1s1')
    await graphql(FLIGHT_STATUS, {})
    expect(network.requests()[0]!.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en-US',
      'Content-Type': 'application/json',
      storefront: 'ABCD',
      execution: 'e1s1',
      'request-id': getRequestId(),
      'conversation-id': 'conv-1',
      authorization: 'Bearer tok',
      'dc-url': 'https://dc.test',
      SSOTOKEN: 'sso',
      SSGTOKEN: 'ssg',
      'application-id': 'app',
    })
  })

  it('asks in the conversation it is given, even one the page has forgotten', async () => {
    const network = fakeNetwork(answer)
    $execution.set(undefined)
    await graphql(FLIGHT_STATUS, {}, { execution: 'e9done' })
    expect(network.requests()[0]!.headers.execution).toBe('e9done')
  })

  it('names the page’s locale, in which the API answers airport and city names', async () => {
    const network = fakeNetwork(answer)
    $locale.set('ar-AE')
    try {
      await graphql(FLIGHT_STATUS, {})
    } finally {
      $locale.set('en-US')
    }
    expect(network.requests()[0]!.headers['Accept-Language']).toBe('ar-AE')
  })

  it('leaves out the headers that have no value', async () => {
    const network = fakeNetwork(answer)
    await graphql(FLIGHT_STATUS, {})
    expect(Object.keys(network.requests()[0]!.headers).sort()).toEqual([
      'Accept',
      'Accept-Language',
      'Content-Type',
      'request-id',
      'storefront',
    ])
  })

  it('throws the errors under `errors` as catalogue errors', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [{ message: 'No such flight', extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_FOUND' } }],
      }),
    )
    const error = await graphql(FLIGHT_STATUS, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DxError)
    expect(error).toMatchObject({ type: 'businessLogic', code: 'FLIGHT_NOT_FOUND', message: 'No such flight' })
  })

  it("keeps the answer's 200 as the status of an error that carries none, so it never reads as no answer", async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [{ message: 'No such flight', extensions: { type: 'businessLogic', code: 'FLIGHT_NOT_FOUND' } }],
      }),
    )
    await expect(graphql(FLIGHT_STATUS, {})).rejects.toMatchObject({ code: 'FLIGHT_NOT_FOUND', status: 200 })
  })

  it('throws the errors under `extensions.errors` as catalogue errors', async () => {
    fakeNetwork(() =>
      jsonResponse({
        data: { flightStatus: null },
        extensions: { errors: [{ message: 'Bad date', type: 'validation', code: 'DATE' }] },
      }),
    )
    await expect(graphql(FLIGHT_STATUS, {})).rejects.toMatchObject({
      type: 'validation',
      code: 'DATE',
      message: 'Bad date',
    })
  })

  it('throws a clear error when the answer has no data', async () => {
    fakeNetwork(() => jsonResponse({}))
    await expect(graphql(FLIGHT_STATUS, {})).rejects.toMatchObject({
      type: 'HTTPERROR',
      message: 'The experience API answered without data.',
    })
  })

  it('puts the query and variables in the URL of the GET variant', async () => {
    const network = fakeNetwork(answer)
    await graphql(FLIGHT_STATUS, { flightNumber: '1' }, { method: 'GET' })
    const request = network.requests()[0]!
    expect(request.init.method).toBe('GET')
    expect(request.init.body).toBeUndefined()
    expect(request.url.origin + request.url.pathname).toBe(GRAPHQL_URL)
    expect(request.url.searchParams.get('query')).toBe(FLIGHT_STATUS)
    expect(JSON.parse(request.url.searchParams.get('variables') ?? '')).toEqual({ flightNumber: '1' })
    expect(request.url.searchParams.get('operationName')).toBe('flightStatus')
  })

  it('reads <baseUrl>mocks/<operation>.json in mock mode', async () => {
    const network = fakeNetwork(answer)
    installSettings({ mock: true })
    await expect(graphql(FLIGHT_STATUS, {})).resolves.toEqual({ flightStatus: { airlineCode: 'ZZ' } })
    expect(network.requests().map((r) => [r.init.method, r.url.href])).toEqual([
      ['GET', `${BASE_URL}mocks/flightStatus.json`],
    ])
  })

  it('calls the experience API URL the metadata names', async () => {
    const network = fakeNetwork(answer, { experienceApi: { url: 'https://api.example.test/graphql' } })
    await graphql(FLIGHT_STATUS, {})
    expect(network.requests()[0]!.url.href).toBe('https://api.example.test/graphql')
  })

  it('refuses an anonymous document, since retry flags and mock files are keyed by its name', () => {
    expect(() => operationName('{ flightStatus { airlineCode } }')).toThrow('named operations')
  })
})
