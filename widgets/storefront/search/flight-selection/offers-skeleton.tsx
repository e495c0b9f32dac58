import { Skeleton } from '../../../ui/skeleton'

/** Offers shown before the answer: a first screenful. */
const OFFERS = 3
/** Fares per offer: the demo airline's three brands. */
const FARES = 3

/**
 * The offers before the search answers, in the elements offerCard renders (times,
 * summary, segments, a fare tile per brand), hidden from screen readers: the page's
 * count line already says the search is on its way.
 */
export function OffersSkeleton() {
  return (
    <Skeleton className="dx-offers">
      {Array.from({ length: OFFERS }, (_, offer) => (
        <div key={offer} className="dx-offer">
          <h3 className="dx-offer-times">
            <span />
          </h3>
          <p />
          <p className="dx-offer-segments" />
          <div className="dx-offer-fares">
            {Array.from({ length: FARES }, (_, fare) => (
              <span key={fare} className="dx-fare">
                <b />
                <strong />
                <span />
              </span>
            ))}
          </div>
        </div>
      ))}
    </Skeleton>
  )
}
