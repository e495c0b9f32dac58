import type { ReactNode } from 'react'

/** A section's saved values as label and value pairs; a value left empty reads "Not given". */
export function DetailList({ rows, empty }: { rows: [string, ReactNode][]; empty: string }) {
  return (
    <dl className="dx-ac-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || empty}</dd>
        </div>
      ))}
    </dl>
  )
}
