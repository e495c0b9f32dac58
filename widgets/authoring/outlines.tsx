import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Translate } from '../ui/use-translate'
import type { FoundText } from './find-texts'
import { place, shownRect } from './text-rect'

interface OutlineProps {
  found: FoundText
  label: string
  onChoose(found: FoundText): void
  onLeave(): void
  /** Keeps the outline's button by its text node, so focus can come back to it. */
  buttons: Map<Text, HTMLButtonElement>
}

/** Space around a text inside its outline. */
const PAD = 2

function Outline({ found, label, onChoose, onLeave, buttons }: OutlineProps) {
  const button = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const rect = shownRect(found.node)
    if (button.current)
      place(button.current, {
        top: rect.top - PAD,
        left: rect.left - PAD,
        width: rect.width + 2 * PAD,
        height: rect.height + 2 * PAD,
      })
  })
  useEffect(() => {
    const element = button.current
    if (!element) return
    buttons.set(found.node, element)
    return () => {
      if (buttons.get(found.node) === element) buttons.delete(found.node)
    }
  }, [found.node, buttons])
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onLeave()
  }
  return (
    <button
      ref={button}
      type="button"
      className="dx-authoring-outline"
      aria-label={label}
      onClick={() => onChoose(found)}
      onKeyDown={keys}
      // An outline is fixed over its text, so focus alone scrolls nothing: a keyboard author
      // tabbing to a text out of sight would press an outline (and open an editor) unseen.
      onFocus={() => found.node.parentElement?.scrollIntoView({ block: 'nearest' })}
    />
  )
}

/** Renders again on every scroll or resize (at most once a frame), so outlines follow their texts. */
function useViewportChanges(): void {
  const [, setFrame] = useState(0)
  useEffect(() => {
    let pending = 0
    const changed = () => {
      if (pending) return
      pending = requestAnimationFrame(() => {
        pending = 0
        setFrame((frame) => frame + 1)
      })
    }
    addEventListener('scroll', changed, { capture: true, passive: true })
    addEventListener('resize', changed)
    return () => {
      cancelAnimationFrame(pending)
      removeEventListener('scroll', changed, { capture: true })
      removeEventListener('resize', changed)
    }
  }, [])
}

interface Props {
  texts: FoundText[]
  t: Translate
  onChoose(found: FoundText): void
  /** Escape on an outline leaves edit mode. */
  onLeave(): void
  buttons: Map<Text, HTMLButtonElement>
}

/**
 * A focusable outline over every authorable text, in page order, named "Edit text:"
 * and the text: chosen by pointer, or by Tab and Enter. The outlines live in the
 * toolbar's shadow root; nothing is written into the widgets' markup.
 */
export function Outlines({ texts, t, onChoose, onLeave, buttons }: Props) {
  useViewportChanges()
  // A text node is one outline for as long as it is on the page.
  const ids = useRef(new WeakMap<Text, number>())
  const next = useRef(0)
  const idOf = (node: Text) => {
    let id = ids.current.get(node)
    if (id === undefined) {
      id = next.current++
      ids.current.set(node, id)
    }
    return id
  }
  return (
    <>
      {texts.map((found) => (
        <Outline
          key={idOf(found.node)}
          found={found}
          label={t('authoring.editText', { text: found.text })}
          onChoose={onChoose}
          onLeave={onLeave}
          buttons={buttons}
        />
      ))}
    </>
  )
}
