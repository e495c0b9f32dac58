import type { ReactNode } from 'react'

interface Step {
  id: string
  label: string
  /** Earlier steps link back; the current and later ones are plain text. */
  link?: ReactNode
}

interface Props {
  steps: readonly Step[]
  current: number
  label: string
  /** Visually hidden state words, e.g. "completed", "current step", "upcoming". */
  states: { done: string; current: string; upcoming: string }
  /** The one line a narrow screen shows instead of the list, e.g. "Step 2 of 7: Flights". */
  compact: string
}

/**
 * Where the traveller is in a flow: an ordered list, the current step marked for screen
 * readers. A narrow screen shows one line instead (the list takes three in German at
 * 375 px, above the first flight): storefront.css hides one or the other.
 */
export function StepIndicator({ steps, current, label, states, compact }: Props) {
  return (
    <nav aria-label={label} className="dx-steps">
      <p className="dx-steps-compact">{compact}</p>
      <ol>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          return (
            <li
              key={step.id}
              className={`dx-step dx-step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="dx-step-number" aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' && step.link ? step.link : <span>{step.label}</span>}
              <span className="dx-visually-hidden">{` (${states[state]})`}</span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
