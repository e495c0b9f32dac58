import { describe, expect, it } from 'vitest'
import boardingPassMessages from 'dx-locale:boardingPass'
import { addMessages, translate } from '../../../../core/i18n/i18n'
import type { Translate } from '../../../ui/use-translate'
import { boardingPassLabels, boardingPassView } from './boarding-pass-view'
import { ADA_PASS, BRAM_PASS } from './fixtures/boarding-passes'

addMessages('en-US', boardingPassMessages)
const t: Translate = (key, params) => translate('en-US', key, params)
const view = (entry = ADA_PASS) => boardingPassView(entry.data, t, 'en-US', 'https://api.example.test/dx/')

describe('boardingPassView', () => {
  it('shows the passenger and the infant on their lap as printed', () => {
    expect(view()).toMatchObject({ passenger: 'QUILLFEATHER/ADA', infant: 'QUILLFEATHER/DAX' })
    expect(view(BRAM_PASS).infant).toBeUndefined()
  })

  it('writes the flight, the airports with their cities, the date and the boarding time', () => {
    expect(view()).toMatchObject({
      flight: 'DX 101',
      from: { code: 'LHR', city: 'London' },
      to: { code: 'JFK', city: 'New York' },
      date: 'Tue, Dec 1, 2026',
      boardingTime: '7:35 AM',
    })
  })

  it('pads the check-in sequence to three digits', () => {
    expect(view().sequence).toBe('001')
  })

  it('says the seat is assigned at the gate when there is none', () => {
    expect(view().seat).toBe('12A')
    expect(view(BRAM_PASS).seat).toBe('Assigned at the gate')
  })

  it('leaves out a gate and a terminal not known yet', () => {
    expect(view()).toMatchObject({ gate: 'B32', terminal: '5' })
    expect(view(BRAM_PASS)).toMatchObject({ gate: undefined, terminal: undefined })
  })

  it('takes the logo from the images, on the API’s origin, with its alt text', () => {
    expect(view().logo).toEqual({ src: 'https://api.example.test/images/airline-logo.svg', alt: 'DX Airways' })
  })

  it('has no logo when the entry has no image of role logo', () => {
    const entry = { ...ADA_PASS, data: { ...ADA_PASS.data, images: [] } }
    expect(view(entry).logo).toBeUndefined()
  })

  it('keeps the booking reference and the barcode text', () => {
    expect(view()).toMatchObject({ reference: 'K7QM2P', barcode: ADA_PASS.data.model.barcode })
  })
})

describe('boardingPassLabels', () => {
  it('labels a field with the entry’s own translation', () => {
    expect(boardingPassLabels([{ key: 'gate', value: 'Porte' }], t).gate).toBe('Porte')
  })

  it('falls back to the locale’s text for a key the entry lacks or leaves empty', () => {
    const labels = boardingPassLabels([{ key: 'gate', value: '' }], t)
    expect(labels.gate).toBe('Gate')
    expect(labels.bookingReference).toBe('Booking reference')
  })
})
