import type { Translate } from '../../ui/use-translate'
import type { Brand } from '../api'

/** What each fare brand includes, side by side (issue 3: bags, seat choice, changes, refund, lounge/priority). */
export function BrandTable({ brands, t }: { brands: Brand[]; t: Translate }) {
  const yesNo = (value: boolean) => t(value ? 'storefront.brand.included' : 'storefront.brand.notIncluded')
  const rows: [string, (brand: Brand) => string][] = [
    ['checkedBags', (b) => (b.checkedBags > 0 ? t('storefront.brand.bags', { count: b.checkedBags }) : t('storefront.brand.notIncluded'))],
    ['carryOn', (b) => yesNo(b.carryOn)],
    ['seatChoice', (b) => t(`storefront.brand.seatValue.${b.seatChoice}`)],
    ['changes', (b) => t(`storefront.brand.changesValue.${b.changes}`)],
    ['refund', (b) => t(`storefront.brand.refundValue.${b.refund}`)],
    ['priorityBoarding', (b) => yesNo(b.priorityBoarding)],
    ['loungeAccess', (b) => yesNo(b.loungeAccess)],
  ]
  return (
    <div className="dx-scroll" role="region" aria-labelledby="dx-brands-caption" tabIndex={0}>
      <table className="dx-brands">
        <caption id="dx-brands-caption">{t('storefront.brand.caption')}</caption>
        <thead>
          <tr>
            <td />
            {brands.map((brand) => (
              <th key={brand.id} scope="col">
                {brand.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{t(`storefront.brand.${key}`)}</th>
              {brands.map((brand) => (
                <td key={brand.id}>{value(brand)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
