// How a history entry names each kind of product (PRODUCT_CANCELLED summaries).
import type { ProductKind } from '../product'

export const kindWords: Record<ProductKind, string> = {
  INSURANCE: 'insurance',
  REFUND_PROTECTION: 'refund protection',
  CFAR: 'cancel for any reason',
  CAR: 'car',
  HOTEL: 'hotel',
}
