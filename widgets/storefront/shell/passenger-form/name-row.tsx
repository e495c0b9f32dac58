import type { ReactNode } from 'react'
import { familyNameFirst } from '../../../../core/i18n/name-order'

interface Props {
  locale: string
  given: ReactNode
  family: ReactNode
}

/**
 * A traveller's two name fields side by side, in the order the locale writes names
 * (family name first in ja-JP), so the visual order and the tab order both follow it.
 * Only their place changes: the fields keep their names, autofill and checks.
 */
export function NameRow({ locale, given, family }: Props) {
  return (
    <div className="dx-pax-row">
      {familyNameFirst(locale) ? family : given}
      {familyNameFirst(locale) ? given : family}
    </div>
  )
}
