import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface ComboboxProps<T> {
  label: string
  /** The chosen option as the input shows it, '' for none; a new one (swap, pre-fill) replaces what was typed. */
  valueText: string
  /** Options for what was typed, best first. */
  search(text: string): T[]
  optionKey(option: T): string
  renderOption(option: T): ReactNode
  /** The chosen option; undefined once the traveller types over a choice. */
  onChange(option: T | undefined): void
  /** Announced while the list is open, e.g. "3 airports found". */
  countText(count: number): string
  /** Shown under the input, tied to it with aria-describedby; marks it invalid. */
  error?: string | undefined
  /** The input's id, so a form can focus it. */
  id?: string
  placeholder?: string
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA 1.2 combobox pattern, list
 * autocomplete with automatic selection): typing filters and highlights the best
 * match, Up/Down/Home/End move, Enter or a click chooses, Escape closes then clears.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, valueText, search, optionKey, renderOption, onChange, countText, error } = props
  const ownId = useId()
  const id = props.id ?? ownId
  const listId = `${id}-list`
  const [text, setText] = useState(valueText)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const list = useRef<HTMLUListElement>(null)
  // Set when typing cleared the choice: the empty valueText that follows must not wipe the text.
  const typed = useRef(false)

  useEffect(() => {
    if (typed.current) typed.current = false
    else setText(valueText)
  }, [valueText])

  const matches = open ? search(text) : []
  const expanded = matches.length > 0
  const current = expanded && active >= 0 ? matches[active] : undefined

  useEffect(() => {
    ;(list.current?.children[active] as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const choose = (option: T) => {
    setOpen(false)
    setActive(-1)
    onChange(option)
  }

  const type = (next: string) => {
    setText(next)
    setOpen(true)
    setActive(0)
    if (valueText) {
      typed.current = true
      onChange(undefined)
    }
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1
    const step = (to: number) => {
      event.preventDefault()
      setOpen(true)
      setActive(to)
    }
    switch (event.key) {
      case 'ArrowDown':
        if (!open) return step(event.altKey ? -1 : 0)
        return step(active >= last ? 0 : active + 1)
      case 'ArrowUp':
        if (!open) return step(-1)
        return step(active <= 0 ? last : active - 1)
      case 'Home':
      case 'End':
        // With an option highlighted they move in the list; otherwise the caret moves.
        if (current !== undefined) step(event.key === 'Home' ? 0 : last)
        return
      case 'Enter':
        if (current === undefined) return
        event.preventDefault()
        return choose(current)
      case 'Escape':
        event.preventDefault()
        if (expanded) setOpen(false)
        else if (text) type('')
        return
      case 'Tab':
        if (current !== undefined) choose(current)
    }
  }

  // Leaving the field with an unambiguous text (an exact code, or one match) takes that airport.
  const blur = () => {
    if (open && !valueText) {
      const only = search(text)
      const exact = only.find((option) => optionKey(option).toLowerCase() === text.trim().toLowerCase())
      const pick = exact ?? (only.length === 1 ? only[0] : undefined)
      if (pick !== undefined) onChange(pick)
    }
    setOpen(false)
  }

  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="dx-field dx-combobox">
      <label htmlFor={id}>{label}</label>
      <div className="dx-anchor">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current !== undefined ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={text}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={keyDown}
          onBlur={blur}
        />
        <ul
          ref={list}
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list box of options, chosen from the text field
          role="listbox"
          aria-label={label}
          className="dx-listbox"
          hidden={!expanded}
        >
          {matches.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the text field's (arrows and Enter, aria-activedescendant); a click chooses too
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the list box above
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      </div>
      <span role="status" className="dx-visually-hidden">
        {open && text.trim() ? countText(matches.length) : ''}
      </span>
      {error && (
        <span id={errorId} className="dx-field-error">
          {error}
        </span>
      )}
    </div>
  )
}
