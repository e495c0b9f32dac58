// The cabin a flight of an order is flown in: the brand booked's, or Business once upgraded.
import type { OrderSegmentRecord } from '../../booking/order-details'
import { brandById } from '../../shopping/brands'

export const segmentCabin = (segment: OrderSegmentRecord): 'Economy' | 'Business' =>
  segment.upgrade ? 'Business' : (brandById.get(segment.brand)?.cabinClass ?? 'Economy')
