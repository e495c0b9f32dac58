import { useEffect, useId, useState } from 'react'
import type { TripLookup } from '../../../../core/trip/load-trip'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { OrderProduct } from '../../shell/order/api'
import type { Trip } from '../../shell/trip-api'
import { TripDialog, TripDialogActions } from '../trip-dialog'
import { type CancelPreview, confirmCancel, previewCancel } from './api'

interface Props {
  product: OrderProduct
  /** The trip's other products still in force: exercising CFAR cancels the flights only, and says so of each. */
  others: OrderProduct[]
  lookup: TripLookup
  t: Translate
  locale: string
  /** Cancelled (or exercised): the trip as the API now has it, and what to say. */
  onDone(trip: Trip, said: string): void
  onClose(): void
}

type Step =
  | { status: 'checking' }
  | { status: 'unavailable' }
  | { status: 'ready'; preview: CancelPreview; failed?: boolean }
  | { status: 'working'; preview: CancelPreview }

/**
 * A modal dialog that first asks what cancelling the product (or exercising a CFAR
 * contract) gives back, says it, and cancels only when the traveller confirms. Escape or
 * Keep it closes it; focus stays inside while it is open and goes back to what opened it.
 */
export function CancelProductDialog({ product, others, lookup, t, locale, onDone, onClose }: Props) {
  const titleId = useId()
  const cfar = product.kind === 'CFAR'
  const [step, setStep] = useState<Step>({ status: 'checking' })
  const money = (amount: { amount: number; currency: string }) => priceText({ money: amount, locale, t })

  useEffect(() => {
    let live = true
    previewCancel(lookup, product.productId, cfar).then(
      (preview) => live && setStep({ status: 'ready', preview }),
      () => live && setStep({ status: 'unavailable' }),
    )
    return () => {
      live = false
    }
  }, [lookup, product.productId, cfar])

  const confirm = (preview: CancelPreview) => {
    setStep({ status: 'working', preview })
    confirmCancel(lookup, preview.previewId, cfar).then(
      (trip) => {
        const refund = money(preview.refund)
        onDone(
          trip,
          cfar ? t('products.trip.exercised', { refund }) : t('products.trip.done', { title: product.title, refund }),
        )
      },
      () => setStep({ status: 'ready', preview, failed: true }),
    )
  }

  return (
    <TripDialog
      titleId={titleId}
      title={cfar ? t('products.trip.exerciseTitle') : t('products.trip.cancelTitle', { title: product.title })}
      onClose={onClose}
    >
      <div role="status">
        {step.status === 'checking' && <p>{t('products.trip.checking')}</p>}
        {step.status === 'working' && <p>{t('products.trip.working')}</p>}
      </div>
      {step.status === 'unavailable' && <p className="dx-sf-error">{t('products.trip.previewFailed')}</p>}
      {(step.status === 'ready' || step.status === 'working') && (
        <>
          <p>
            {cfar
              ? t('products.trip.exerciseNote', { refund: money(step.preview.refund) })
              : t('products.trip.refund', { refund: money(step.preview.refund) })}
          </p>
          {cfar &&
            others.map((other) => (
              <p key={other.productId}>
                {t('products.trip.exerciseKeeps', {
                  title: other.title,
                  kind: t(`products.trip.kind.${other.kind}`),
                })}
              </p>
            ))}
          {step.preview.penalty.amount > 0 && (
            <p>{t('products.trip.penalty', { penalty: money(step.preview.penalty) })}</p>
          )}
        </>
      )}
      {step.status === 'ready' && step.failed && (
        <p role="alert" className="dx-sf-error">
          {t('products.trip.failed')}
        </p>
      )}
      <TripDialogActions closeText={t(cfar ? 'products.trip.keepFlights' : 'products.trip.keep')} onClose={onClose}>
        {(step.status === 'ready' || step.status === 'working') && (
          <button
            type="button"
            className="dx-button"
            aria-disabled={step.status === 'working' || undefined}
            onClick={() => step.status === 'ready' && confirm(step.preview)}
          >
            {t(cfar ? 'products.trip.confirmExercise' : 'products.trip.confirmCancel')}
          </button>
        )}
      </TripDialogActions>
    </TripDialog>
  )
}
