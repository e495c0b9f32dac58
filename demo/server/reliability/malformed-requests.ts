// A catalogue of malformed requests to the GraphQL endpoint: broken JSON, the wrong
// content type or method, request fields of the wrong kind, documents that do not
// parse or fit the schema, variables of the wrong types, huge strings, nested lists,
// invalid UTF-8, and HTTP the server cannot read. Each deserves a 4xx answer, never a
// 5xx. The variables are wrong on purpose, so they are not typed as the API's.
import airportsDocument from '../../../core/api/airports.graphql'
import flightStatusDocument from '../../../core/api/flight-status.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import { maxBodyBytes } from '../http/graphql'

/** A request sent with fetch to the GraphQL endpoint (`search` appended to its URL). */
interface FetchedRequest {
  kind: 'fetch'
  name: string
  method: string
  search?: string
  headers?: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

/** Bytes written as they are on a fresh connection: HTTP that fetch would refuse to send. */
interface RawRequest {
  kind: 'raw'
  name: string
  bytes: string
}

export type MalformedRequest = FetchedRequest | RawRequest

const json = { 'content-type': 'application/json', accept: 'application/json' }

const post = (
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = json,
): FetchedRequest => ({
  kind: 'fetch',
  name,
  method: 'POST',
  headers,
  body,
})

const postJson = (name: string, payload: unknown) => post(name, JSON.stringify(payload))

const get = (name: string, params: Record<string, string>): FetchedRequest => ({
  kind: 'fetch',
  name,
  method: 'GET',
  search: `?${new URLSearchParams(params)}`,
  headers: { accept: 'application/json' },
})

const raw = (name: string, bytes: string): RawRequest => ({ kind: 'raw', name, bytes })

const typename = '{ __typename }'
const validBody = JSON.stringify({ query: typename })

const badJson: MalformedRequest[] = [
  ['an empty body', ''],
  ['a lone brace', '{'],
  ['a closing brace', '}'],
  ['a blank body', '   \n '],
  ['a truncated literal', 'nul'],
  ['a key without a value', '{"query":}'],
  ['single quotes', "{'query':'{ __typename }'}"],
  ['a trailing comma', '{"query":"{ __typename }",}'],
  ['garbage after the object', `${validBody} trailing`],
  ['NaN', 'NaN'],
  ['a bare string', '"{ __typename }"'],
  ['a number', '42'],
  ['true', 'true'],
  ['null', 'null'],
  ['an array', '[]'],
  ['an array of requests', `[${validBody}]`],
  ['a broken escape', '{"query":"\\u00"}'],
  ['a raw newline inside a string', '{"query":"{\n__typename }"}'],
  ['an unquoted key', '{query:"{ __typename }"}'],
  ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
].map(([name, body]) => post(`bad JSON: ${name}`, body ?? ''))

const wrongContentType: MalformedRequest[] = [
  ['text/plain', 'text/plain'],
  ['text/html', 'text/html'],
  ['application/xml', 'application/xml'],
  ['multipart/form-data', 'multipart/form-data; boundary=x'],
  ['a form', 'application/x-www-form-urlencoded'],
  ['application/graphql', 'application/graphql'],
  ['application/octet-stream', 'application/octet-stream'],
  ['a made-up type', 'application/x-dx'],
  ['an empty type', ''],
].map(([name, type]) =>
  post(`content type: ${name}`, type === 'application/graphql' ? typename : validBody, {
    'content-type': type ?? '',
    accept: 'application/json',
  }),
)

const notAcceptable = [
  post('accepts only XML', validBody, { 'content-type': 'application/json', accept: 'application/xml' }),
  post('accepts only HTML', validBody, { 'content-type': 'application/json', accept: 'text/html' }),
]

const wrongRequestFields: MalformedRequest[] = [
  ['no query', {}],
  ['a null query', { query: null }],
  ['a number for the query', { query: 42 }],
  ['a list for the query', { query: [typename] }],
  ['an object for the query', { query: { text: typename } }],
  ['true for the query', { query: true }],
  ['an empty query', { query: '' }],
  ['a string for the variables', { query: typename, variables: 'limit=1' }],
  ['a list for the variables', { query: typename, variables: [1] }],
  ['a number for the variables', { query: typename, variables: 5 }],
  ['a number for the operation name', { query: typename, operationName: 5 }],
  ['an object for the operation name', { query: typename, operationName: {} }],
  ['a string for the extensions', { query: typename, extensions: 'x' }],
  ['a list for the extensions', { query: typename, extensions: [] }],
].map(([name, payload]) => postJson(`request fields: ${name}`, payload))

const badDocuments: MalformedRequest[] = [
  ['an unclosed selection', '{'],
  ['a closing brace', '}'],
  ['a keyword alone', 'query'],
  ['an argument without a value', '{ airports(limit: ) { code } }'],
  ['an unterminated string', '{ airports(query: "LH) { code } }'],
  ['a NUL character', '{ \u0000 }'],
  ['an emoji for a name', '{ ✈ }'],
  ['a comment only', '# nothing to run'],
  ['a field that does not exist', '{ nothing }'],
  ['a type that does not exist', 'query q($a: Nope) { __typename }'],
  ['a field of the wrong type for its argument', '{ airports(limit: "ten") { code } }'],
  ['a list for a number argument', '{ airports(limit: [[[[1]]]]) { code } }'],
  ['a scalar selected into', '{ __typename { name } }'],
  ['an object without a selection', '{ airports }'],
  ['an undefined variable', '{ airports(limit: $limit) { code } }'],
  ['an unused variable of an unknown type', 'query q($x: [[[Nope]]]) { __typename }'],
  ['an undefined fragment', '{ ...missing }'],
  ['a fragment that spreads itself', 'query q { ...f } fragment f on Query { ...f }'],
  ['a fragment on an unknown type', 'query q { ...f } fragment f on Nope { a }'],
  ['two anonymous operations', '{ __typename } { __typename }'],
  ['two named operations and no name sent', 'query a { __typename } query b { __typename }'],
  ['a subscription', 'subscription s { __typename }'],
  ['a directive that does not exist', '{ __typename @nope }'],
  ['a schema definition', 'schema { query: Query }'],
  ['a type definition', 'type Nope { a: Int }'],
].map(([name, query]) => postJson(`document: ${name}`, { query }))

const unknownOperations = [
  postJson('operation name: not in the document', { query: 'query a { __typename }', operationName: 'b' }),
  postJson('operation name: for a document without names', { query: typename, operationName: 'a' }),
  postJson('operation name: 100,000 characters', {
    query: 'query a { __typename }',
    operationName: 'a'.repeat(100_000),
  }),
]

const airports = (name: string, variables: unknown) =>
  postJson(`airports variables: ${name}`, { query: airportsDocument, variables })
const flightStatus = (name: string, variables: unknown) =>
  postJson(`flightStatus variables: ${name}`, { query: flightStatusDocument, variables })
const search = (name: string, criteria: unknown) =>
  postJson(`searchFlights criteria: ${name}`, { query: searchFlightsDocument, variables: { criteria } })
const itinerary = [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }]
const criteria = { awardBooking: false, searchType: 'BRANDED', passengers: { ADT: 1 }, itineraryParts: itinerary }

/** A list nested `depth` deep around one number. */
const nestedList = (depth: number): unknown => (depth === 0 ? 1 : [nestedList(depth - 1)])

const wrongVariables: MalformedRequest[] = [
  airports('a string for the limit', { limit: 'ten' }),
  airports('a fraction for the limit', { limit: 1.5 }),
  airports('true for the limit', { limit: true }),
  airports('an object for the limit', { limit: { n: 1 } }),
  airports('a limit over 32 bits', { limit: 2 ** 40 }),
  airports('a number for the query', { query: 5 }),
  airports('a list for the query', { query: ['LHR'] }),
  airports('a nested list for the limit', { limit: nestedList(5) }),
  airports('a list nested 1,000 deep for the limit', { limit: nestedList(1_000) }),
  airports('a list nested 1,000 deep for the query', { query: nestedList(1_000) }),
  flightStatus('none of the required ones', {}),
  flightStatus('null for a required one', { flightNumber: null, departureDate: '2026-06-05', airlineCode: 'ZZ' }),
  flightStatus('a number for a string', { flightNumber: 1, departureDate: '2026-06-05', airlineCode: 'ZZ' }),
  flightStatus('a huge flight number and nothing else', { flightNumber: 'x'.repeat(500_000) }),
  search('missing', undefined),
  search('null', null),
  search('a string', 'LHR-JFK'),
  search('an unknown search type', { ...criteria, searchType: 'NOPE' }),
  search('a string for the passengers', { ...criteria, passengers: 'one adult' }),
  search('a number for the parts', { ...criteria, itineraryParts: 5 }),
  search('a number for a date', { ...criteria, itineraryParts: [{ ...itinerary[0], date: 20260605 }] }),
  search('an unknown field', { ...criteria, extra: true }),
  search('a part without its origin', { ...criteria, itineraryParts: [{ destination: 'JFK', date: '2026-06-05' }] }),
  search('parts nested in lists', { ...criteria, itineraryParts: [[itinerary]] }),
  search('a huge string for the award flag', { ...criteria, awardBooking: 'x'.repeat(500_000) }),
]

const hugeStrings = [
  postJson('huge: a query over the length limit', { query: `{ __typename ${' '.repeat(30_000)}}` }),
  postJson('huge: a comment of 900,000 characters', { query: `#${'x'.repeat(900_000)}\n{ __typename }` }),
  postJson('huge: a string argument of 900,000 characters', {
    query: `{ airports(query: "${'x'.repeat(900_000)}") { code } }`,
  }),
  post('huge: a body over the limit', JSON.stringify({ query: typename, padding: 'x'.repeat(maxBodyBytes) })),
  post('huge: 4 MB of spaces', ' '.repeat(4 * maxBodyBytes)),
]

const wrongMethods: MalformedRequest[] = [
  get('GET: a mutation', { query: searchFlightsDocument }),
  get('GET: no query', {}),
  get('GET: variables that are not JSON', { query: airportsDocument, variables: '{limit:1' }),
  get('GET: variables that are a list', { query: airportsDocument, variables: '[1]' }),
  get('GET: extensions that are not JSON', { query: typename, extensions: '{' }),
  get('GET: a document that does not parse', { query: '{' }),
  { kind: 'fetch', name: 'PUT', method: 'PUT', headers: json, body: validBody },
  { kind: 'fetch', name: 'PATCH', method: 'PATCH', headers: json, body: validBody },
  { kind: 'fetch', name: 'DELETE', method: 'DELETE', headers: json },
]

/** Bytes 0x80-0xff as they are, not as UTF-8. */
const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0))

const invalidUtf8 = [
  ['a lone 0xff in the query', '{"query":"{ \xff }"}'],
  ['a lone continuation byte', '{"query":"{ \x80 }"}'],
  ['an overlong slash', '{"query":"{ \xc0\xaf }"}'],
  ['an encoded surrogate', '{"query":"{ \xed\xa0\x80 }"}'],
  ['a sequence cut short', '{"query":"{ __typename }\xe2\x82"}'],
  ['0xfe 0xff before the JSON', '\xfe\xff{"query":"{ __typename }"}'],
  ['a lone 0xff in a key', '{"que\xffry":"{ __typename }"}'],
].map(([name, text]) => post(`invalid UTF-8: ${name}`, bytes(text ?? '')))

const endpoint = '/dx/api/graphql'
const unreadableHttp = [
  raw(
    'HTTP: a Content-Length that is not a number',
    `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`,
  ),
  raw(
    'HTTP: two different Content-Lengths',
    `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  ),
  raw(
    'HTTP: a chunk size that is not hexadecimal',
    `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  ),
  raw('HTTP: a header line without a colon', `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n`),
  raw('HTTP: a request line that is not HTTP', 'HELLO THERE\r\n\r\n'),
  raw('HTTP: headers over 16 KB', `GET ${endpoint} HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`),
  raw('HTTP: a URL over 16 KB', `GET ${endpoint}?query=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
]

export const malformedRequests: readonly MalformedRequest[] = [
  ...badJson,
  ...wrongContentType,
  ...notAcceptable,
  ...wrongRequestFields,
  ...badDocuments,
  ...unknownOperations,
  ...wrongVariables,
  ...hugeStrings,
  ...wrongMethods,
  ...invalidUtf8,
  ...unreadableHttp,
]
