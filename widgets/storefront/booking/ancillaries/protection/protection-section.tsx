import { type ReactNode, useEffect, useRef, useState } from 'react'
import messages from 'dx-locale:products.protection'
import { addProductMessages } from '../../../shell/product-messages'
import { airportTime } from '../../../shell/order/hold-expiry'
import { Loading } from '../../../../ui/messages'
import { priceText } from '../../../../ui/price'
import { useRequest, type RequestState } from '../../../../ui/use-request'
import type { Translate } from '../../../../ui/use-translate'
import {
  addProductToCart,
  type CfarEvent,
  fetchCfarOffers,
  fetchInsurancePlans,
  fetchRefundProtection,
  recordCfarEvent,
  removeProductFromCart,
} from './api'
import { type GroupOption, ProtectionGroup, ProtectionTerms } from './protection-group'
import {
  type Choice,
  cfarShownIn,
  forgetOtherConversations,
  markCfarShown,
  NONE,
  type ProtectionKind,
  saveChoice,
  savedChoice,
} from './protection-state'

addProductMessages(messages)

interface Props {
  t: Translate
  locale: string
  /** The cart changed: the trip summary reads it again. */
  reloadCart(): void
}

type Choices = Partial<Record<ProtectionKind, Choice>>

const KINDS: ProtectionKind[] = ['INSURANCE', 'REFUND_PROTECTION', 'CFAR']

/** A share per mille as the locale writes a percentage (800: "80%", ar-AE "٨٠٪"). */
const share = (perMille: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(perMille / 1000)

/**
 * "Protect your trip" on the ancillaries page (docs/decisions/protection-on-ancillaries-page.md):
 * travel insurance, refund protection and cancel-for-any-reason, each a radio group with
 * "No, thanks" and nothing chosen beforehand. A choice goes to the cart at once (a decline
 * takes the kind out), and is kept in session storage for this conversation. An offer that
 * cannot be loaded is said in its place; the booking goes on without it.
 */
export function ProtectionSection({ t, locale, reloadCart }: Props) {
  const [insurance] = useRequest('insurance', fetchInsurancePlans)
  const [refund] = useRequest('refund', fetchRefundProtection)
  const [cfar] = useRequest('cfar', fetchCfarOffers)
  const [choices, setChoices] = useState<Choices>(() => {
    forgetOtherConversations()
    return Object.fromEntries(KINDS.map((kind) => [kind, savedChoice(kind)]))
  })
  const [problems, setProblems] = useState<Partial<Record<ProtectionKind, string>>>({})
  // The cart's calls go one after another, so the last choice is the one the cart keeps.
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const reload = useRef(reloadCart)
  reload.current = reloadCart

  const cfarSession = cfar.status === 'success' && cfar.data.offers.length > 0 ? cfar.data.sessionId : undefined
  useEffect(() => {
    if (!cfarSession || cfarShownIn(cfarSession)) return
    markCfarShown(cfarSession)
    record(cfarSession, 'OFFERS_SHOWN')
  }, [cfarSession])

  const choose = (kind: ProtectionKind, choice: Choice, quoteId: string | undefined) => {
    const before = choices[kind]
    setChoices((now) => ({ ...now, [kind]: choice }))
    setProblems((now) => ({ ...now, [kind]: undefined }))
    if (kind === 'CFAR' && cfarSession) record(cfarSession, choice === NONE ? 'OFFERS_DECLINED' : 'OFFER_CHOSEN')
    const call = () => (quoteId && choice !== NONE ? addProductToCart(quoteId) : removeProductFromCart(kind))
    queue.current = queue.current.then(call).then(
      () => {
        saveChoice(kind, choice)
        reload.current()
      },
      () => {
        setChoices((now) => (now[kind] === choice ? { ...now, [kind]: before } : now))
        setProblems((now) => ({ ...now, [kind]: t('products.protection.saveFailed') }))
      },
    )
  }

  const price = (money: { amount: number; currency: string }) => priceText({ money, locale, t })
  const loading = [insurance, refund, cfar].every((state) => state.status === 'loading' || state.status === 'idle')
  return (
    <section className="dx-pt" aria-labelledby="dx-pt-title">
      <h3 id="dx-pt-title">{t('products.protection.title')}</h3>
      <p>{t('products.protection.intro')}</p>
      {loading && <Loading label={t('products.protection.loading')} />}
      <Offer state={insurance} kind="INSURANCE" t={t}>
        {(plans) =>
          plans.length > 0 && (
            <ProtectionGroup
              kind="insurance"
              legend={t('products.protection.insurance.legend')}
              chosen={choices.INSURANCE}
              problem={problems.INSURANCE}
              t={t}
              options={plans.map(
                (plan): GroupOption => ({
                  value: plan.planCode,
                  label: t('products.protection.offer', { title: plan.quote.title, price: price(plan.quote.price) }),
                  details: (
                    <>
                      <ul className="dx-pt-details">
                        {plan.benefits.map((benefit) => (
                          <li key={benefit.code}>
                            {t(`products.protection.insurance.benefit.${benefit.code}`, {
                              limit: price(benefit.limit),
                            })}
                          </li>
                        ))}
                      </ul>
                      <ProtectionTerms quote={plan.quote} t={t} />
                    </>
                  ),
                }),
              )}
              onChange={(choice) =>
                choose('INSURANCE', choice, plans.find((plan) => plan.planCode === choice)?.quote.quoteId)
              }
            />
          )
        }
      </Offer>
      <Offer state={refund} kind="REFUND_PROTECTION" t={t}>
        {(offer) =>
          offer && (
            <ProtectionGroup
              kind="refund"
              legend={t('products.protection.refund.legend')}
              intro={<p>{t('products.protection.refund.covers', { covered: price(offer.covered) })}</p>}
              chosen={choices.REFUND_PROTECTION}
              problem={problems.REFUND_PROTECTION}
              t={t}
              options={[
                {
                  value: 'CHOSEN',
                  label: t('products.protection.refund.add', {
                    price: price(offer.quote.price),
                    share: share(offer.pricePerMille, locale),
                  }),
                  details: <ProtectionTerms quote={offer.quote} t={t} />,
                },
              ]}
              onChange={(choice) => choose('REFUND_PROTECTION', choice, offer.quote.quoteId)}
            />
          )
        }
      </Offer>
      <Offer state={cfar} kind="CFAR" t={t}>
        {({ offers }) =>
          offers.length > 0 && (
            <ProtectionGroup
              kind="cfar"
              legend={t('products.protection.cfar.legend')}
              intro={<p>{t('products.protection.cfar.intro')}</p>}
              chosen={choices.CFAR}
              problem={problems.CFAR}
              t={t}
              options={offers.map(
                (offer): GroupOption => ({
                  value: String(offer.coveragePerMille),
                  label: t('products.protection.cfar.offer', {
                    share: share(offer.coveragePerMille, locale),
                    refund: price(offer.refund),
                    price: price(offer.quote.price),
                  }),
                  details: (
                    <>
                      <p className="dx-pt-details">
                        {/* In the departure airport's time, as the airline counts it, not the device's. */}
                        {t('products.protection.cfar.deadline', {
                          deadline: airportTime(offer.deadline, offer.departureAirport.timeZone, locale),
                          city: offer.departureAirport.city,
                        })}
                      </p>
                      <ProtectionTerms quote={offer.quote} t={t} />
                    </>
                  ),
                }),
              )}
              onChange={(choice) =>
                choose('CFAR', choice, offers.find((offer) => String(offer.coveragePerMille) === choice)?.quote.quoteId)
              }
            />
          )
        }
      </Offer>
    </section>
  )
}

/** An offer once loaded; one that failed says so in its place (the booking goes on without it). */
function Offer<T>({
  state,
  kind,
  t,
  children,
}: {
  state: RequestState<T>
  kind: ProtectionKind
  t: Translate
  children: (data: T) => ReactNode
}) {
  if (state.status === 'success') return <>{children(state.data)}</>
  if (state.status !== 'error') return null
  return <p className="dx-pt-failed">{t(`products.protection.failed.${kind}`)}</p>
}

/** Analytics only: a failed record changes nothing for the traveller. */
function record(sessionId: string, event: CfarEvent): void {
  recordCfarEvent(sessionId, event).catch(() => undefined)
}
