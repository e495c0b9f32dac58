import { useEffect, useRef } from 'react'

/** A step's heading; it takes the focus when the step opens, so a screen reader starts reading there. */
export function StepHeading({ id, children }: { id: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <h3 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h3>
  )
}
