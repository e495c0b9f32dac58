import type { MouseEvent, ReactNode } from 'react'
import { go } from './navigate'

interface Props {
  hash: string
  children: ReactNode
  className?: string
}

/** A real link to a storefront hash (open in a new tab works); a plain click navigates in place. */
export function RouteLink({ hash, children, className }: Props) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    go(hash)
  }
  return (
    <a href={hash} className={className} onClick={click}>
      {children}
    </a>
  )
}
