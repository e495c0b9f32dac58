import { useState } from 'react'
import type { SearchCriteria } from '../../../../core/search/types'
import type { Translate } from '../../../ui/use-translate'
import { FareRules } from '../../shell/fare-rules'

/** The rules of each chosen fare, one part at a time, opened on demand. */
export function PartFareRules({ criteria, t }: { criteria: SearchCriteria; t: Translate }) {
  const [open, setOpen] = useState<number>()
  return (
    <section className="dx-pay-rules" aria-labelledby="dx-pay-rules-title">
      <h3 id="dx-pay-rules-title">{t('payment.rules.title')}</h3>
      <ul>
        {criteria.itineraryParts.map((part, index) => {
          const offerRef = criteria.flights[index]
          if (offerRef === undefined) return null
          return (
            <li key={index}>
              <button
                type="button"
                className="dx-link-button"
                aria-expanded={open === index}
                onClick={() => setOpen(open === index ? undefined : index)}
              >
                {t('payment.rules.part', { origin: part.origin, destination: part.destination })}
              </button>
              {open === index && <FareRules offerRef={String(offerRef)} t={t} />}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
