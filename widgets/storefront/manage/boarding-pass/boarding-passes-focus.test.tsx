import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../../../test/fake-network'
import { BoardingPasses } from './boarding-passes'
import { ADA_PASS, BRAM_PASS } from './fixtures/boarding-passes'

cleanPageBetweenTests()
// A failure's beacon is sent once its code has loaded (core/http/send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

describe('BoardingPasses opened below the trip’s actions', () => {
  it('takes focus to its heading and says how many passes are below once they arrive', async () => {
    fakeNetwork(() => jsonResponse({ data: { boardingPasses: [ADA_PASS, BRAM_PASS] } }))
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    render(<BoardingPasses lookup={{ pnr: 'K7QM2P', lastName: 'Quillfeather' }} />)
    const heading = screen.getByRole('heading', { name: 'Boarding passes', level: 2 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 boarding passes below'),
    )
  })
})
