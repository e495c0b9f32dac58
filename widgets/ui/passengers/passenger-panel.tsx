import { useRef, useState, type RefObject } from 'react'
import type { PassengerCounts, PassengerType, SearchConfig } from '../../../core/search/types'
import { useLazyStyles } from '../adopt-lazy-styles'
import { plural } from '../plural'
import { useDismiss } from '../use-dismiss'
import type { Translate } from '../use-translate'
import { enabledTypes, passengerTotal, setCount, stepLimits } from './passenger-rules'
import css from './passenger-panel.css'
import messages from 'dx-locale:passengerPanel'
import { addMessages } from '../../../core/i18n/i18n'
import './traveller-messages'

addMessages('en-US', messages)

export interface PassengerPanelProps {
  id: string
  /** The field label's id, the group's name. */
  labelId: string
  counts: PassengerCounts
  config: SearchConfig
  onChange(counts: PassengerCounts): void
  /** `refocus` returns focus to the summary button. */
  onClose(refocus: boolean): void
  locale: string
  t: Translate
  within: RefObject<HTMLElement | null>
}

/**
 * A -/+ stepper per enabled passenger type. Buttons that may not act stay focusable
 * (aria-disabled) so focus never drops to the page when a limit is reached; each
 * change is announced, and so is the infants following the adults down.
 */
export default function PassengerPanel({
  id,
  labelId,
  counts,
  config,
  onChange,
  onClose,
  locale,
  t,
  within,
}: PassengerPanelProps) {
  const panel = useRef<HTMLDivElement>(null)
  useLazyStyles(panel, css)
  useDismiss(within, () => onClose(false))
  const [status, setStatus] = useState({ text: '', note: false })
  const step = (type: PassengerType, by: 1 | -1) => {
    const limits = stepLimits(counts, type, config)
    if (!(by > 0 ? limits.canAdd : limits.canRemove)) return
    const next = setCount(counts, type, (counts[type] ?? 0) + by)
    onChange(next.counts)
    setStatus(
      next.infantsLowered
        ? { text: t('passengerPanel.infantsLowered'), note: true }
        : { text: plural(t, locale, `travellers.${type}`, next.counts[type] ?? 0), note: false },
    )
  }
  return (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-labelledby={labelId}
      className="dx-popover dx-passengers"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose(true)
      }}
      // Tab past its last control closes it: on a phone it is a sheet over the fields
      // that follow, and focus would go on underneath it. (Focus leaving the window
      // has no next element and keeps it open.)
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (next && !within.current?.contains(next)) onClose(false)
      }}
    >
      {enabledTypes(config).map((type) => {
        const count = counts[type] ?? 0
        const { canAdd, canRemove } = stepLimits(counts, type, config)
        const countId = `${id}-${type}`
        return (
          <div key={type} className="dx-stepper">
            <span className="dx-stepper-label">
              {t(`passengerPanel.name.${type}`)}
              <small>{t(`passengerPanel.age.${type}`)}</small>
            </span>
            <button
              type="button"
              className="dx-icon-button"
              aria-label={t(`passengerPanel.remove.${type}`)}
              aria-describedby={countId}
              aria-disabled={!canRemove}
              onClick={() => step(type, -1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span id={countId} className="dx-stepper-count">
              <span aria-hidden="true">{count}</span>
              <span className="dx-visually-hidden">{plural(t, locale, `travellers.${type}`, count)}</span>
            </span>
            <button
              type="button"
              className="dx-icon-button"
              aria-label={t(`passengerPanel.add.${type}`)}
              aria-describedby={countId}
              aria-disabled={!canAdd}
              onClick={() => step(type, 1)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        )
      })}
      {passengerTotal(counts) >= config.maxPassengers && (
        <p className="dx-field-hint">{t('passengerPanel.cap', { count: config.maxPassengers })}</p>
      )}
      <p role="status" className={status.note ? 'dx-passengers-note' : 'dx-visually-hidden'}>
        {status.text}
      </p>
      <button type="button" className="dx-button dx-button--secondary" onClick={() => onClose(true)}>
        {t('common.done')}
      </button>
    </div>
  )
}
