import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../../../test/fake-network'
import { BoardingPasses } from './boarding-passes'
import { ADA_PASS, BRAM_PASS } from './fixtures/boarding-passes'

cleanPageBetweenTests()
// A failure's beacon is sent once its code has loaded (core/http/send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())
afterEach(() => vi.restoreAllMocks())

const LOOKUP = { pnr: 'K7QM2P', lastName: 'Quillfeather' }

const refused = (code: string) => ({
  data: null,
  errors: [{ message: 'Not now', extensions: { type: 'businessLogic', code, status: 409 } }],
})
const WINDOW = { opensAt: '2026-11-30T02:15:00Z', closesAt: '2026-12-01T07:15:00Z', open: false }

/** The API answering boardingPasses with `passes` (or a body of its own) and the trip's check-in window. */
function api(boardingPasses: unknown) {
  return fakeNetwork((_url, init) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string }
    if (operationName === 'checkInWindow') return jsonResponse({ data: { retrieveTrip: { checkIn: WINDOW } } })
    return jsonResponse(Array.isArray(boardingPasses) ? { data: { boardingPasses } } : boardingPasses)
  })
}

const sent = (network: ReturnType<typeof api>) =>
  network
    .requests()
    .map((request) => JSON.parse(String(request.init.body)) as { operationName: string; variables: unknown })

/** The passes refused (check-in not open) until Try again, which then finds them: that button. */
async function retryOnceCheckInOpens(): Promise<HTMLElement> {
  let open = false
  fakeNetwork((_url, init) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string }
    if (operationName === 'checkInWindow') return jsonResponse({ data: { retrieveTrip: { checkIn: WINDOW } } })
    return jsonResponse(open ? { data: { boardingPasses: [ADA_PASS] } } : refused('CHECKIN_NOT_OPEN'))
  })
  render(<BoardingPasses lookup={LOOKUP} />)
  const retry = await screen.findByRole('button', { name: 'Try again' })
  open = true
  return retry
}

describe('BoardingPasses', () => {
  it('says it is loading until the passes arrive', async () => {
    fakeNetwork(() => new Promise<Response>(() => {}))
    render(<BoardingPasses lookup={LOOKUP} />)
    expect((await screen.findAllByRole('status')).map((status) => status.textContent)).toContain(
      'Loading your boarding passes…',
    )
  })

  it('asks for the passes with the lookup in the request body, and names the locale only as Accept-Language', async () => {
    const network = api([ADA_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    await screen.findByRole('heading', { name: 'QUILLFEATHER/ADA, London to New York' })
    expect(sent(network)).toEqual([
      expect.objectContaining({ operationName: 'boardingPasses', variables: { lookup: LOOKUP } }),
    ])
    expect(new Headers(network.requests()[0]?.init.headers).get('Accept-Language')).toBe('en-US')
    expect(network.requests()[0]?.url.href).not.toContain('Quillfeather')
  })

  it('shows one pass per entry with its fields, labels from the entry or the locale', async () => {
    api([ADA_PASS, BRAM_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    const ada = (await screen.findByRole('heading', { name: 'QUILLFEATHER/ADA, London to New York' })).closest(
      'article',
    ) as HTMLElement
    const value = (label: string) => within(ada).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Passenger')).toBe('QUILLFEATHER/ADA')
    expect(value('Infant')).toBe('QUILLFEATHER/DAX')
    expect(value('Flight')).toBe('DX 101')
    expect(value('From')).toBe('London (LHR)')
    expect(value('To')).toBe('New York (JFK)')
    expect(value('Seat')).toBe('12A')
    expect(value('Gate')).toBe('B32')
    expect(value('Sequence')).toBe('001')
    expect(value('Booking reference')).toBe('K7QM2P')
    expect(within(ada).getByRole('img', { name: 'DX Airways' }).getAttribute('src')).toBe(
      'http://127.0.0.1:8080/images/airline-logo.svg',
    )
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('says a seat is assigned at the gate when the pass has none', async () => {
    api([BRAM_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    const bram = (await screen.findByRole('heading', { name: 'QUILLFEATHER/BRAM, London to New York' })).closest(
      'article',
    ) as HTMLElement
    expect(within(bram).getByText('Seat', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Assigned at the gate',
    )
  })

  it('draws the barcode as an SVG with an accessible name', async () => {
    api([ADA_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    const barcode = await screen.findByRole('img', {
      name: 'Boarding pass barcode (PDF417) for QUILLFEATHER/ADA, flight DX 101',
    })
    const svg = barcode.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
  })

  it('leaves out an entry of a type it has no template for', async () => {
    api([{ ...ADA_PASS, type: 'BAG_TAG' }, BRAM_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    await screen.findByRole('heading', { name: 'QUILLFEATHER/BRAM, London to New York' })
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('prints when Print is pressed', async () => {
    api([ADA_PASS])
    const print = vi.fn()
    vi.stubGlobal('print', print)
    render(<BoardingPasses lookup={LOOKUP} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Print boarding passes' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('shrinks a pass too tall for one page before printing, and restores it after', async () => {
    api([ADA_PASS])
    render(<BoardingPasses lookup={LOOKUP} />)
    const pass = (await screen.findByRole('article')) as HTMLElement
    // Letter less its margins holds (11 - 0.8) in x 96 = 979.2 px of height.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(672)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1958.4)
    window.dispatchEvent(new Event('beforeprint'))
    expect(Number(pass.style.zoom)).toBeCloseTo(0.5)
    window.dispatchEvent(new Event('afterprint'))
    expect(pass.style.zoom).toBe('')
  })

  it('says when check-in opens when it is not open yet, with a retry', async () => {
    const network = api(refused('CHECKIN_NOT_OPEN'))
    render(<BoardingPasses lookup={LOOKUP} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Check-in opens Mon, Nov 30, 2:15 AM UTC\./)
    expect(sent(network).map((call) => call.operationName)).toEqual(['boardingPasses', 'checkInWindow'])
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Print boarding passes' })).toBeNull()
  })

  it('says when check-in closed once it has', async () => {
    api(refused('CHECKIN_CLOSED'))
    render(<BoardingPasses lookup={LOOKUP} />)
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Check-in closed Tue, Dec 1, 7:15 AM UTC\./)
  })

  it('asks again on retry and shows the passes then', async () => {
    const retry = await retryOnceCheckInOpens()
    fireEvent.click(retry)
    expect(await screen.findByRole('button', { name: 'Print boarding passes' })).toBeTruthy()
  })

  it('keeps focus in its section when Try again goes away with its refusal: on its heading', async () => {
    const retry = await retryOnceCheckInOpens()
    retry.focus()
    fireEvent.click(retry)
    await screen.findByRole('button', { name: 'Print boarding passes' })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Boarding passes' }))
  })
})
