import { useEffect, useRef } from 'react'
import type { Translate } from '../ui/use-translate'

interface Props {
  items: string[]
  onChange(items: string[]): void
  t: Translate
}

/** The list with the item at `from` moved to `to`. */
function moved(items: string[], from: number, to: number): string[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/**
 * A list's items, each a field with buttons to move it up or down and to remove it,
 * and a button to add one. A new item's field takes the focus, so typing follows.
 */
export function ListEditor({ items, onChange, t }: Props) {
  const list = useRef<HTMLOListElement>(null)
  const added = useRef(false)
  useEffect(() => {
    if (!added.current) return
    added.current = false
    const fields = list.current?.querySelectorAll<HTMLInputElement>('input')
    fields?.[fields.length - 1]?.focus()
  })
  const change = (index: number, value: string) => onChange(items.map((item, at) => (at === index ? value : item)))
  return (
    <fieldset className="dx-authoring-list">
      <legend>{t('authoring.fields.items')}</legend>
      <ol ref={list}>
        {items.map((item, index) => {
          const n = index + 1
          return (
            // An item has no identity but its place, which its label and buttons name.
            <li key={index}>
              <label>
                {t('authoring.fields.item', { n })}
                <input type="text" value={item} onChange={(event) => change(index, event.currentTarget.value)} />
              </label>
              <button type="button" disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))}>
                {t('authoring.fields.moveUp', { n })}
              </button>
              <button
                type="button"
                disabled={index === items.length - 1}
                onClick={() => onChange(moved(items, index, index + 1))}
              >
                {t('authoring.fields.moveDown', { n })}
              </button>
              <button type="button" onClick={() => onChange(items.filter((_, at) => at !== index))}>
                {t('authoring.fields.removeItem', { n })}
              </button>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        onClick={() => {
          added.current = true
          onChange([...items, ''])
        }}
      >
        {t('authoring.fields.addItem')}
      </button>
    </fieldset>
  )
}
