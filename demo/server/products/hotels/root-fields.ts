// Hotels near an airport: search, details and cancellation policy.
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { notBuilt } from '../not-built'

type Fields = Pick<RootValue, 'hotelSearch' | 'hotelDetails' | 'hotelCancellationPolicy'>

export function hotelFields(_deps: ApiDeps): Fields {
  return {
    hotelSearch: notBuilt('hotelSearch'),
    hotelDetails: notBuilt('hotelDetails'),
    hotelCancellationPolicy: notBuilt('hotelCancellationPolicy'),
  }
}
