// No layout shift on the demo pages: each widget holds its final size from its first
// paint (skeletons of its real layout before the data), and the trip summary never
// pushes the results aside. Measured as Lighthouse counts CLS, under its mobile
// emulation, and on a desktop viewport where the summary stands beside the content;
// the target is CLS <= 0.01, and a failure lists what moved.
import { describe, expect, test } from 'vitest'
import type { BrowserContextOptions } from 'playwright-core'
import { bookedConversation, bookingE2e, familyTrip, startConversation } from './booking'
import { addDays, defaultTrip, storefrontHash, todayUtc, tripQuery } from './shopping'
import { desktop, describeShifts, mobile, newEmulatedContext, readLayoutShifts } from './layout-shift'

const e2e = bookingE2e()
const target = 0.01

/** Opens a demo page (a path on the demo server) and returns its layout shifts once it has settled. */
async function shiftsOf(path: string, device: BrowserContextOptions) {
  const context = await newEmulatedContext(e2e.browser, device)
  try {
    const page = await context.newPage()
    await page.goto(`${e2e.dxOrigin}${path}`)
    await page.waitForLoadState('networkidle')
    // Late renders (a lazily loaded page, a locale) settle within a frame or two of the last answer.
    await page.waitForTimeout(500)
    return await readLayoutShifts(page)
  } finally {
    await context.close()
  }
}

async function expectStill(path: string, device: BrowserContextOptions) {
  const shifts = await shiftsOf(path, device)
  expect(shifts.cls, `${path}\n${describeShifts(shifts)}`).toBeLessThanOrEqual(target)
}

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

describe('layout shift under mobile emulation', () => {
  test.each(['/', '/partner.html', '/search.html', '/storefront.html', '/manage.html', '/authoring.html'])(
    '%s',
    (path) => expectStill(path, mobile),
  )

  test('a deep link into flight selection', () =>
    expectStill(`/storefront.html${storefrontHash('flight-selection', tripQuery(defaultTrip()))}`, mobile))

  test('the passengers page of a booking', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    await expectStill(`/storefront.html${conversation.hash('passengers')}`, mobile)
  })

  test.each(['seat-selection', 'ancillaries', 'payment'])('the %s page of a booking', async (page) => {
    const conversation = await bookedConversation(e2e, trip)
    await expectStill(`/storefront.html${conversation.hash(page)}`, mobile)
  })
})

describe('layout shift on a desktop viewport, where the trip summary stands beside the content', () => {
  test('a deep link into flight selection', () =>
    expectStill(`/storefront.html${storefrontHash('flight-selection', tripQuery(defaultTrip()))}`, desktop))

  test('the passengers page of a booking', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    await expectStill(`/storefront.html${conversation.hash('passengers')}`, desktop)
  })

  test.each(['seat-selection', 'ancillaries', 'payment'])('the %s page of a booking', async (page) => {
    const conversation = await bookedConversation(e2e, trip)
    await expectStill(`/storefront.html${conversation.hash(page)}`, desktop)
  })
})
