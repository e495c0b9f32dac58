import { useId } from 'react'
import type { Translate } from '../ui/use-translate'
import { parseNumber } from './draft'
import { RichText } from './rich-text'

interface EditorProps<T> {
  value: T
  onChange(value: T): void
  t: Translate
}

/** A text's editor: what Apply refused in it, said under the field and named by it. */
interface TextProps extends EditorProps<string> {
  error?: string
}

/** The refusal under a text field, which the field names as its description. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="dx-field-error">
      {error}
    </p>
  ) : null
}

export function TextEditor({ value, onChange, t, error }: TextProps) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="dx-field">
      <label htmlFor={id}>{t('authoring.fields.text')}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** Markup typed as text, shown beside it as the page will show it (sanitised, built node by node). */
export function RichTextEditor({ value, onChange, t, error }: TextProps) {
  const id = useId()
  const previewId = useId()
  const errorId = useId()
  return (
    <>
      <div className="dx-field">
        <label htmlFor={id}>{t('authoring.fields.richText')}</label>
        <textarea
          id={id}
          rows={4}
          spellCheck={false}
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${errorId} ${previewId}` : previewId}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <FieldError id={errorId} error={error} />
      </div>
      <div className="dx-authoring-preview">
        <p className="dx-authoring-preview-label">{t('authoring.fields.preview')}</p>
        <p id={previewId}>
          <RichText html={value} />
        </p>
      </div>
    </>
  )
}

export function NumberEditor({ value, onChange, t }: EditorProps<string>) {
  const id = useId()
  const errorId = useId()
  const invalid = value.trim() !== '' && parseNumber(value) === undefined
  return (
    <div className="dx-field">
      <label htmlFor={id}>{t('authoring.fields.number')}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={value}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {invalid && (
        <p id={errorId} className="dx-field-error">
          {t('authoring.fields.notANumber')}
        </p>
      )}
    </div>
  )
}

export function BooleanEditor({ value, onChange, t }: EditorProps<boolean>) {
  return (
    <label className="dx-check">
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />
      {t('authoring.fields.boolean')}
    </label>
  )
}
