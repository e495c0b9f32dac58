import { useRef, useState, type FormEvent } from 'react'
import type { AuthoringDelta, SchemaNode } from '../../core/authoring/types'
import { MAX_TEXT_LENGTH, textProblem } from '../../core/authoring/text-limits'
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

interface DraftEditorProps {
  draft: Draft
  onChange(draft: Draft): void
  t: Translate
  /** What Apply refused in a text. */
  error?: string
}

function DraftEditor({ draft, onChange, t, error }: DraftEditorProps) {
  switch (draft.kind) {
    case 'boolean':
      return <BooleanEditor value={draft.on} onChange={(on) => onChange({ ...draft, on })} t={t} />
    case 'list':
      return <ListEditor items={draft.items} onChange={(items) => onChange({ ...draft, items })} t={t} />
    case 'number':
      return <NumberEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} />
    case 'richText':
      return <RichTextEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} error={error} />
    case 'text':
      return <TextEditor value={draft.text} onChange={(text) => onChange({ ...draft, text })} t={t} error={error} />
  }
}

/**
 * What the server would refuse in a text, said as what to do about it; undefined for what it
 * stores. An empty text points to Reset to original where the form has it (an authored text),
 * else to Cancel, which keeps the original.
 */
function textError(value: unknown, t: Translate, authored: boolean): string | undefined {
  const problem = typeof value === 'string' ? textProblem(value) : undefined
  if (problem === 'EMPTY_TEXT') return t(authored ? 'authoring.fields.empty' : 'authoring.fields.emptyOriginal')
  if (problem === 'TEXT_TOO_LONG')
    return t('authoring.fields.tooLong', { max: MAX_TEXT_LENGTH, length: (value as string).length })
  return undefined
}

/**
 * The editor the path's schema decides, with Apply, which turns the draft into a change
 * (none when the value is the one there already), and Cancel. Apply refuses a text the
 * server would refuse on Save (blank, too long: core/authoring/text-limits.ts), so the
 * author fixes it here. An authored text has Reset to original, which deletes it: the
 * page shows the shipped translation again.
 */
export function ValueForm({ session, path, schema, authored, translation, t, onApply, onCancel }: Props) {
  const [draft, setDraft] = useState(() => initialDraft(editorKind(schema), authored, translation))
  const [error, setError] = useState<string>()
  const form = useRef<HTMLFormElement>(null)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const value = draftValue(draft, schema)
    if (value === undefined) return
    const refusal = textError(value, t, authored !== undefined)
    setError(refusal)
    if (refusal) {
      form.current?.querySelector<HTMLElement>('textarea')?.focus()
      return
    }
    const delta = deltaFor(session, path, value, schema)
    if (delta) onApply(delta)
    else onCancel()
  }
  const reset = () => onApply({ path, operation: 'DELETE', schemaNode: schema })
  return (
    <form ref={form} noValidate onSubmit={apply}>
      <DraftEditor draft={draft} onChange={setDraft} t={t} error={error} />
      <div className="dx-authoring-actions">
        <button type="submit" className="dx-button">
          {t('authoring.apply')}
        </button>
        <button type="button" className="dx-button dx-button--secondary" onClick={onCancel}>
          {t('authoring.cancel')}
        </button>
        {authored !== undefined && (
          <button type="button" className="dx-button dx-button--secondary" onClick={reset}>
            {t('authoring.reset')}
          </button>
        )}
      </div>
    </form>
  )
}
