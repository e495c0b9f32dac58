import cars from 'dx-locale:products.cars'
import trip from 'dx-locale:products.trip'
import { describe, expect, it } from 'vitest'
import { translate } from '../../../core/i18n/i18n'
import { addProductMessages } from './product-messages'

describe('addProductMessages', () => {
  it('keeps the groups loaded before: the cars page’s texts stay after the trip page’s arrive', () => {
    addProductMessages(cars)
    addProductMessages(trip)
    expect(translate('en-US', 'products.cars.title')).toBe('Rent a car')
    expect(translate('en-US', 'products.trip.title')).toBe('Your extras')
  })
})
