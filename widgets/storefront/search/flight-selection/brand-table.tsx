import type { Translate } from '../../../ui/use-translate'
import type { Brand } from '../../shell/api'
import { NarrowFold } from './narrow-fold'

/**
 * What each fare brand includes, side by side: bags, seat choice, changes, refund,
 * lounge/priority. Folded on a phone: each fare tile names its brand, and the table is a
 * button away.
 */
export function BrandTable({ brands, t }: { brands: Brand[]; t: Translate }) {
  const yesNo = (value: boolean) => t(value ? 'results.brand.included' : 'results.brand.notIncluded')
  const rows: [string, (brand: Brand) => string][] = [
    [
      'checkedBags',
      (b) => (b.checkedBags > 0 ? t('results.brand.bags', { count: b.checkedBags }) : t('results.brand.notIncluded')),
    ],
    ['carryOn', (b) => yesNo(b.carryOn)],
    ['seatChoice', (b) => t(`results.brand.seatValue.${b.seatChoice}`)],
    ['changes', (b) => t(`results.brand.changesValue.${b.changes}`)],
    ['refund', (b) => t(`results.brand.refundValue.${b.refund}`)],
    ['priorityBoarding', (b) => yesNo(b.priorityBoarding)],
    ['loungeAccess', (b) => yesNo(b.loungeAccess)],
  ]
  return (
    <NarrowFold label={t('results.brand.caption')}>
      <div className="dx-scroll" role="region" aria-labelledby="dx-brands-caption" tabIndex={0}>
        <table className="dx-brands">
          <caption id="dx-brands-caption">{t('results.brand.caption')}</caption>
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
                <th scope="row">{t(`results.brand.${key}`)}</th>
                {brands.map((brand) => (
                  <td key={brand.id}>{value(brand)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </NarrowFold>
  )
}
