import type { ReactNode } from 'react'

interface SkeletonProps {
  /** Announced politely; left out where the page already says it is loading. */
  label?: string
  className: string
  children: ReactNode
}

/**
 * What a widget shows before its data: `children` are the real layout's elements, left
 * empty where the data's text goes (the CSS draws a bar one line high there), so the widget has its final size from its first paint and
 * nothing moves when the data arrives. Screen readers hear one polite `label` instead
 * of the placeholders, which are hidden from them.
 */
export function Skeleton({ label, className, children }: SkeletonProps) {
  return (
    <>
      {label && (
        <p role="status" className="dx-visually-hidden">
          {label}
        </p>
      )}
      <div className={`${className} dx-skeleton`} aria-hidden="true">
        {children}
      </div>
    </>
  )
}
