import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { apiUrl } from '../../../../core/http/api-url'
import { getSettings } from '../../../../core/settings/get-settings'
import { useTranslate } from '../../../ui/use-translate'
import type { BoardingPassData } from './api'
import { Barcode } from './barcode'
import { boardingPassView } from './boarding-pass-view'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dx-bp-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The BOARDING_PASS template: one passenger (with the infant on their lap) on one flight. */
export function BoardingPassTemplate({ data }: { data: BoardingPassData }) {
  const { t, locale } = useTranslate()
  const pass = useMemo(() => boardingPassView(data, t, locale, apiUrl(getSettings(), '')), [data, t, locale])
  const { labels } = pass
  return (
    <article className="dx-bp-pass">
      <header className="dx-bp-header">
        {pass.logo && <img className="dx-bp-logo" src={pass.logo.src} alt={pass.logo.alt} />}
        <h3>{t('boardingPass.passHeading', { passenger: pass.passenger, from: pass.from.city, to: pass.to.city })}</h3>
      </header>
      <dl className="dx-bp-fields">
        <Field label={labels.passenger}>{pass.passenger}</Field>
        {pass.infant && <Field label={labels.infant}>{pass.infant}</Field>}
        <Field label={labels.from}>{`${pass.from.city} (${pass.from.code})`}</Field>
        <Field label={labels.to}>{`${pass.to.city} (${pass.to.code})`}</Field>
        <Field label={labels.flight}>{pass.flight}</Field>
        <Field label={labels.date}>{pass.date}</Field>
        <Field label={labels.boardingTime}>{pass.boardingTime}</Field>
        {pass.gate && <Field label={labels.gate}>{pass.gate}</Field>}
        {pass.terminal && <Field label={labels.terminal}>{pass.terminal}</Field>}
        <Field label={labels.seat}>{pass.seat}</Field>
        <Field label={labels.group}>{pass.group}</Field>
        <Field label={labels.sequence}>{pass.sequence}</Field>
        <Field label={labels.bookingReference}>{pass.reference}</Field>
      </dl>
      <Barcode
        text={pass.barcode}
        label={t('boardingPass.barcodeName', { label: labels.barcode, passenger: pass.passenger, flight: pass.flight })}
      />
    </article>
  )
}
