import { useCallback, useEffect, useRef, useState } from 'react'
import type { AccessControlList, AuthoringApi, AuthoringDelta } from '../../core/authoring/types'
import { appliedDeltas, canRedo, canUndo, recordDelta, redo, undo, type History } from '../../core/authoring/history'
import { pathSegments } from '../../core/authoring/merge-tree'
import { AuthoringViewLink } from './authoring-view-link'
import { $authoredTexts } from '../../core/i18n/authored-texts'
import type { DxSettings } from '../../core/settings/settings'
import { useTranslate } from '../ui/use-translate'
import { EMPTY_SESSION, type Session, previewTexts, withNode } from './authoring-session'
import { EditorDialog } from './editor-dialog'
import type { FoundText } from './find-texts'
import { Outlines } from './outlines'
import { afterSave, saveSession } from './save-session'
import { saveStatus } from './save-status'
import { useAuthorableTexts } from './use-authorable-texts'

/** How long after the editor closes a fallen focus follows the edited text's outline. */
const FOCUS_FOLLOWS_MS = 1_000

export interface ToolbarProps {
  api: AuthoringApi
  settings: DxSettings
  acl: AccessControlList
  /** The access-control list could not be read: nothing may be changed, and the author is told. */
  aclFailed: boolean
  /** The toolbar's own element, left out when texts are looked for. */
  host: HTMLElement
}

/**
 * The authoring toolbar: edit mode on and off, undo, redo, save and a polite live
 * region for what happened. In edit mode every authorable text of the page's widgets
 * gets an outline; choosing one opens its editor. Applied changes show in every widget
 * at once (the shared authored texts), until undone.
 */
export function AuthoringToolbar({ api, settings, acl, aclFailed, host }: ToolbarProps) {
  const { t, locale } = useTranslate()
  const [editing, setEditing] = useState(false)
  const [session, setSession] = useState<Session>(EMPTY_SESSION)
  const [status, setStatus] = useState<string[]>(() => (aclFailed ? [t('authoring.aclFailed')] : []))
  const [saving, setSaving] = useState(false)
  const [chosen, setChosen] = useState<FoundText>()
  const texts = useAuthorableTexts(editing, locale, host)
  const toggle = useRef<HTMLButtonElement>(null)
  const outlineButtons = useRef(new Map<Text, HTMLButtonElement>())
  const returnFocus = useRef<Text | 'toggle' | undefined>(undefined)
  const lastEdited = useRef<{ found: FoundText; until: number }>(undefined)
  const reads = useRef(new Map<string, Promise<void>>())

  useEffect(() => {
    const delay = settings.autoStartEditModeInMs
    if (delay === undefined) return
    const timer = setTimeout(() => setEditing(true), delay)
    return () => clearTimeout(timer)
  }, [settings.autoStartEditModeInMs])

  // The preview: what the author's tree holds is what every widget shows.
  useEffect(() => {
    if (Object.keys(session.nodes).length > 0) $authoredTexts.set(previewTexts(session, $authoredTexts.get()))
  }, [session])

  // Focus goes back where it came from once the dialog or edit mode closes.
  useEffect(() => {
    const target = returnFocus.current
    if (chosen || target === undefined) return
    returnFocus.current = undefined
    const outline = target === 'toggle' ? undefined : outlineButtons.current.get(target)
    ;(outline ?? toggle.current)?.focus()
  })

  // Apply changes the text under the outline that had the focus: the texts are found again,
  // and for a moment the old text matches no message, so its outline goes and the focus
  // falls to the page body. For a moment after the editor closes, focus that falls follows
  // the edited text's outline when it is drawn again; after it, to the toggle (fallen()).
  useEffect(() => {
    const edited = lastEdited.current
    if (chosen || !edited) return
    if (performance.now() > edited.until) {
      lastEdited.current = undefined
      return
    }
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    const sameText = (found: FoundText) =>
      found.node === edited.found.node || found.keys.some((key) => edited.found.keys.includes(key))
    const drawn = texts.filter(sameText).map((found) => outlineButtons.current.get(found.node))
    drawn.find((button) => button?.isConnected)?.focus()
  })

  const readNode = useCallback(
    (componentPath: string) => {
      let read = reads.current.get(componentPath)
      if (!read) {
        const [nodeLocale = '', component = ''] = pathSegments(componentPath)
        read = api
          .readComponent(nodeLocale, component)
          .then((node) =>
            setSession((current) => (current.nodes[componentPath] ? current : withNode(current, componentPath, node))),
          )
        // A failed read is tried again the next time the text is chosen.
        read.catch(() => reads.current.delete(componentPath))
        reads.current.set(componentPath, read)
      }
      return read
    },
    [api],
  )

  const changeHistory = (change: (history: History) => History, message: string) => {
    setSession((current) => ({ ...current, history: change(current.history) }))
    setStatus([t(message)])
  }
  const apply = (delta: AuthoringDelta) => {
    changeHistory((history) => recordDelta(history, delta), 'authoring.applied')
    close()
  }
  const close = () => {
    returnFocus.current = chosen?.node
    if (chosen) {
      lastEdited.current = { found: chosen, until: performance.now() + FOCUS_FOLLOWS_MS }
      setTimeout(fallen, FOCUS_FOLLOWS_MS)
    }
    setChosen(undefined)
  }
  // A text that is not drawn again (the new text matches no message) leaves the focus on the toggle.
  const fallen = () => {
    const active = document.activeElement
    if ((active === null || active === document.body) && toggle.current?.isConnected) toggle.current.focus()
  }
  const switchEditing = (on: boolean) => {
    setEditing(on)
    setChosen(undefined)
    setStatus([t(on ? 'authoring.editModeOn' : 'authoring.editModeOff')])
  }
  const leave = () => {
    returnFocus.current = 'toggle'
    switchEditing(false)
  }
  // Every change in effect is unsaved: a stored one leaves the history.
  const unsaved = appliedDeltas(session.history).length > 0
  const save = async () => {
    setSaving(true)
    setStatus([t('authoring.saving')])
    const outcome = await saveSession(api, session)
    setSession((current) => afterSave(current, outcome))
    setStatus(saveStatus(outcome, t, locale))
    setSaving(false)
  }

  const undoChange = () => changeHistory(undo, 'authoring.undone')
  const redoChange = () => changeHistory(redo, 'authoring.redone')
  // aria-disabled, not disabled: the key press that leaves a button nothing to do (Undo of
  // the only change, Save) would otherwise drop the keyboard focus to the page body. While
  // a save runs, or with nothing to do, a press does nothing.
  const action = (enabled: boolean, run: () => void) => {
    const ready = enabled && !saving
    return { 'aria-disabled': !ready, onClick: () => ready && run() }
  }

  return (
    <>
      {/* Escape leaves edit mode from the toolbar too, as the status line says: not only at an outline. */}
      <section
        className="dx-authoring-toolbar"
        aria-label={t('authoring.toolbar')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !editing) return
          event.preventDefault()
          leave()
        }}
      >
        <button
          ref={toggle}
          type="button"
          className="dx-button dx-button--secondary"
          aria-pressed={editing ? 'true' : 'false'}
          onClick={() => switchEditing(!editing)}
        >
          {t('authoring.editTexts')}
        </button>
        <button
          type="button"
          className="dx-button dx-button--secondary"
          {...action(canUndo(session.history), undoChange)}
        >
          {t('authoring.undo')}
        </button>
        <button
          type="button"
          className="dx-button dx-button--secondary"
          {...action(canRedo(session.history), redoChange)}
        >
          {t('authoring.redo')}
        </button>
        <button type="button" className="dx-button" {...action(unsaved, save)}>
          {t('authoring.save')}
        </button>
        <AuthoringViewLink settings={settings} t={t} />
        <div className="dx-authoring-status" role="status" aria-live="polite">
          {status.map((line, index) => (
            // A line is its place in what the region says now.
            <p key={index}>{line}</p>
          ))}
        </div>
      </section>
      {editing && (
        <Outlines texts={texts} t={t} onChoose={setChosen} onLeave={leave} buttons={outlineButtons.current} />
      )}
      {chosen && (
        <EditorDialog
          found={chosen}
          locale={locale}
          t={t}
          session={session}
          acl={acl}
          readNode={readNode}
          onApply={apply}
          onClose={close}
        />
      )}
    </>
  )
}
