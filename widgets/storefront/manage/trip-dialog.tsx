import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { modalKeys } from '../../ui/trap-tab'
import dialogCss from '../shell/dialog.css'

interface Props {
  /** The heading's id, which names the dialog (and a form inside it, where there is one). */
  titleId: string
  title: string
  /** A field to focus when it opens (a CSS selector); without one, the dialog itself takes focus. */
  focusFirst?: string
  /** The dialog's element, for a caller that adopts styles into it. */
  dialogRef?: RefObject<HTMLDivElement | null>
  onClose(): void
  children: ReactNode
}

/**
 * The trip page's modal dialog: over a backdrop, named by its heading, closed by Escape;
 * focus stays inside while it is open and goes back to what opened it when it closes.
 */
export function TripDialog({ titleId, title, focusFirst, dialogRef, onClose, children }: Props) {
  const own = useRef<HTMLDivElement>(null)
  const dialog = dialogRef ?? own
  useLazyStyles(dialog, dialogCss)

  // Runs before the effects of the component that renders the dialog: the opener is read
  // before anything there can move focus.
  useEffect(() => {
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined
    const opener = root?.activeElement as HTMLElement | null | undefined
    const first = focusFirst ? dialog.current?.querySelector<HTMLElement>(focusFirst) : dialog.current
    first?.focus()
    return () => opener?.focus()
  }, [dialog, focusFirst])

  const keys = (event: KeyboardEvent) => modalKeys(event, dialog.current, () => onClose())

  return (
    <div className="dx-sf-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dx-sf-dialog dx-mb-dialog"
        tabIndex={focusFirst ? undefined : -1}
        onKeyDown={keys}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  )
}

/** A trip dialog's buttons: what it does (when it can), then the one that closes it. */
export function TripDialogActions({
  children,
  closeText,
  onClose,
}: {
  children?: ReactNode
  closeText: string
  onClose(): void
}) {
  return (
    <p className="dx-sf-actions">
      {children}
      <button type="button" className="dx-button dx-button--secondary" onClick={onClose}>
        {closeText}
      </button>
    </p>
  )
}
