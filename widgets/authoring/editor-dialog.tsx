import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { AccessControlList, AuthoringDelta } from '../../core/authoring/types'
import { componentPathOf, contentPathOfKey } from '../../core/authoring/content-path'
import { pathSegments, valueAt } from '../../core/authoring/merge-tree'
import type { Messages } from '../../core/i18n/i18n'
import { logger } from '../../core/logger/logger'
import { modalKeys } from '../ui/trap-tab'
import { useDismiss } from '../ui/use-dismiss'
import type { Translate } from '../ui/use-translate'
import { type Session, contentTree } from './authoring-session'
import { canWrite } from '../../core/authoring/access-control'
import type { FoundText } from './find-texts'
import { localeMessages } from './locale-messages'
import { schemaAt } from './schema-node'
import { componentName, textName } from './text-name'
import { place, shownRect } from './text-rect'
import { ValueForm } from './value-form'

interface Props {
  found: FoundText
  locale: string
  t: Translate
  session: Session
  acl: AccessControlList
  /** Reads the component node at a path into the session, once. */
  readNode(componentPath: string): Promise<void>
  onApply(delta: AuthoringDelta): void
  onClose(): void
}

/** The message at a dotted key, when it is a text. */
function messageAt(messages: Messages, key: string): string | undefined {
  let node: Messages | string | undefined = messages
  for (const name of key.split('.')) node = typeof node === 'object' ? node[name] : undefined
  return typeof node === 'string' ? node : undefined
}

/** The gap between the text and the dialog, and between the dialog and the viewport's edges. */
const GAP = 8

/**
 * Below the text when it fits there, else above it; never past the viewport's edges, even
 * for a text scrolled out of sight (the editor's fields must be where the author sees them).
 */
function anchor(dialog: HTMLElement, node: Text): void {
  const text = shownRect(node)
  const { width, height } = dialog.getBoundingClientRect()
  const below = text.bottom + GAP
  const placed = below + height <= innerHeight ? below : text.top - height - GAP
  const top = Math.max(GAP, Math.min(placed, innerHeight - height - GAP))
  const left = Math.max(GAP, Math.min(text.left, innerWidth - width - GAP))
  place(dialog, { top, left })
}

/**
 * The editor of one text, anchored at it and titled with its readable name (its component
 * and the translation it replaces), the key beside it for those who look it up. A text several
 * messages share asks which one it is. The component's node is read first: its schema
 * decides the editor, and the access-control list whether the author may change it.
 * Escape, Cancel or a press outside closes it; Tab stays inside while it is open.
 */
export function EditorDialog({ found, locale, t, session, acl, readNode, onApply, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const keyId = useId()
  const [key, setKey] = useState(found.keys[0] ?? '')
  const [messages, setMessages] = useState<Messages>()
  const [failed, setFailed] = useState(false)
  const path = contentPathOfKey(locale, key)
  const componentPath = componentPathOf(path)
  const node = session.nodes[componentPath]
  useDismiss(dialog, onClose)

  useEffect(() => {
    let current = true
    setFailed(false)
    Promise.all([readNode(componentPath), localeMessages(locale)]).then(
      ([, loaded]) => current && setMessages(loaded),
      (error: unknown) => {
        logger.error(`could not read ${componentPath}`, error)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [componentPath, locale, readNode])

  useLayoutEffect(() => {
    if (dialog.current) anchor(dialog.current, found.node)
  })

  const ready = node !== undefined && messages !== undefined
  const translation = messages && messageAt(messages, key)
  useEffect(() => {
    const first = ready && dialog.current?.querySelector<HTMLElement>('textarea, input, select, button')
    ;(first || dialog.current)?.focus()
  }, [ready])

  const keys = (event: KeyboardEvent) => modalKeys(event, dialog.current, () => onClose())

  const body = () => {
    if (failed) return <p className="dx-field-error">{t('authoring.readFailed')}</p>
    if (!ready) return <p className="dx-loading">{t('authoring.loading')}</p>
    if (!canWrite(acl, path)) return <p>{t('authoring.notAllowed')}</p>
    return (
      <ValueForm
        key={key}
        session={session}
        path={path}
        schema={schemaAt(node.schema, pathSegments(path).slice(2))}
        authored={valueAt(contentTree(session), path)}
        translation={translation}
        t={t}
        onApply={onApply}
        onCancel={onClose}
      />
    )
  }
  const editing = ready && !failed && canWrite(acl, path)

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="dx-authoring-dialog"
      onKeyDown={keys}
    >
      <h2 id={titleId}>{textName(key, translation, t)}</h2>
      <p className="dx-authoring-key" dir="ltr">
        {key}
      </p>
      {found.keys.length > 1 && (
        <div className="dx-field">
          <label htmlFor={keyId}>{t('authoring.whichText')}</label>
          <select id={keyId} value={key} onChange={(event) => setKey(event.currentTarget.value)}>
            {found.keys.map((option) => (
              <option key={option} value={option}>
                {t('authoring.whichOption', { component: componentName(option, t), key: option })}
              </option>
            ))}
          </select>
        </div>
      )}
      {body()}
      {!editing && (
        <div className="dx-authoring-actions">
          <button type="button" className="dx-button dx-button--secondary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      )}
    </div>
  )
}
