import DOMPurify, { type Config } from 'dompurify'
import type { ReactNode } from 'react'

/**
 * Rich text keeps safe inline markup only: bold, italic, emphasis, strong, line breaks
 * and links to https addresses. Everything else (scripts, event handlers, styles,
 * javascript: or http links) is removed, its words kept.
 */
const SAFE_INLINE: Config = {
  ALLOWED_TAGS: ['b', 'i', 'em', 'strong', 'a', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https:/i,
}

/** The author's markup made safe, as it is saved. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, SAFE_INLINE)
}

const INLINE = new Set(['b', 'i', 'em', 'strong'])

/** A sanitised node as an element of our own: markup is never handed to innerHTML. */
function renderNode(node: ChildNode, index: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (!(node instanceof Element)) return null
  const children = [...node.childNodes].map(renderNode)
  const name = node.localName
  if (name === 'br') return <br key={index} />
  if (name === 'a') {
    const href = node.getAttribute('href')
    return href ? (
      <a key={index} href={href}>
        {children}
      </a>
    ) : (
      children
    )
  }
  if (INLINE.has(name)) {
    const Tag = name as 'b' | 'i' | 'em' | 'strong'
    return <Tag key={index}>{children}</Tag>
  }
  return children
}

/** Rich text as the page will show it, built from the sanitised fragment node by node. */
export function RichText({ html }: { html: string }) {
  const fragment = DOMPurify.sanitize(html, { ...SAFE_INLINE, RETURN_DOM_FRAGMENT: true })
  return <>{[...fragment.childNodes].map(renderNode)}</>
}
