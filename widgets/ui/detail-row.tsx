import type { ReactNode } from 'react'

/** One term and its value in a description list (`<dl>`), grouped so CSS can lay them out as a row. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
