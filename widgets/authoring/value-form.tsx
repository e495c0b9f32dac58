import { useState, type FormEvent } from 'react'
import type { AuthoringDelta, SchemaNode } from '../../core/authoring/types'
import type { Translate } from '../ui/use-translate'
import { type Session, deltaFor } from './authoring-session'
import { type Draft, draftValue, initialDraft } from './draft'
import { ListEditor } from './list-editor'
import { editorKind } from './schema-node'
import { BooleanEditor, NumberEditor, RichTextEditor, TextEditor } from './value-editors'

interface Props {
  session: Session
  path: string
  schema: SchemaNode
  /** The value the path has in the author's tree, if any. */
  authored: unknown
  /** The translation the page shows when nothing is authored. */
  translation: string | undefined
  t: Translate
  onApply(delta: AuthoringDelta): void
  onCancel(): void
}

function DraftEditor({ draft, onChange, t }: { draft: Draft; onChange(draft: Draft): void; t: Translate }) {
  switch (draft.kind) {
    case 'boolean':
      return <BooleanEditor value={draft.on} onChange={(on) => onChange({ ...draft, on })} t={t} />
    case 'list':
      return <ListEditor items={draft.items} onChange={(items) => onChange({ ...draft, items })} t={t} />
    case 'number':
      return <NumberEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} />
    case 'richText':
      return <RichTextEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} />
    case 'text':
      return <TextEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} />
  }
}

/**
 * The editor the path's schema decides, with Apply, which turns the draft into a change
 * (none when the value is the one there already), and Cancel.
 */
export function ValueForm({ session, path, schema, authored, translation, t, onApply, onCancel }: Props) {
  const [draft, setDraft] = useState(() => initialDraft(editorKind(schema), authored, translation))
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const value = draftValue(draft, schema)
    if (value === undefined) return
    const delta = deltaFor(session, path, value, schema)
    if (delta) onApply(delta)
    else onCancel()
  }
  return (
    <form noValidate onSubmit={apply}>
      <DraftEditor draft={draft} onChange={setDraft} t={t} />
      <div className="dx-authoring-actions">
        <button type="submit" className="dx-button">
          {t('authoring.apply')}
        </button>
        <button type="button" className="dx-button dx-button--secondary" onClick={onCancel}>
          {t('authoring.cancel')}
        </button>
      </div>
    </form>
  )
}
