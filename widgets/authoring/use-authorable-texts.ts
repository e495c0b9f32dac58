import { useEffect, useState } from 'react'
import { $authoredTexts } from '../../core/i18n/authored-texts'
import { logger } from '../../core/logger/logger'
import { findTexts, widgetRoots, type FoundText } from './find-texts'
import { localeMessages, mergeMessages } from './locale-messages'
import { textMatcher, type TextMatcher } from './text-matcher'

/** The editor's own texts are not the page's content. */
const NOT_AUTHORABLE = new Set(['authoring'])

/**
 * The matcher of the locale's messages as the page shows them (authored texts over
 * the translations), made again when authored texts change (an author's preview).
 */
function useTextMatcher(active: boolean, locale: string): TextMatcher | undefined {
  const [matcher, setMatcher] = useState<TextMatcher>()
  useEffect(() => {
    setMatcher(undefined)
    if (!active) return
    let current = true
    let stop: (() => void) | undefined
    localeMessages(locale).then(
      (messages) => {
        if (!current) return
        stop = $authoredTexts.subscribe((authored) =>
          setMatcher(() => textMatcher(mergeMessages(messages, authored[locale] ?? {}), NOT_AUTHORABLE)),
        )
      },
      (error: unknown) => logger.error(`could not load the ${locale} messages to find texts`, error),
    )
    return () => {
      current = false
      stop?.()
    }
  }, [active, locale])
  return matcher
}

/**
 * While `active`, every text of every widget on the page that is a message of the
 * locale, found again whenever a widget's content changes (a route, a re-render) or a
 * widget appears. `toolbar` (the editor's own element) is left out.
 */
export function useAuthorableTexts(active: boolean, locale: string, toolbar: Element): FoundText[] {
  const matcher = useTextMatcher(active, locale)
  const [texts, setTexts] = useState<FoundText[]>([])
  useEffect(() => {
    if (!active || !matcher) {
      setTexts([])
      return
    }
    const observed = new Set<ShadowRoot>()
    // Widgets change in bursts (a render, a countdown's tick): one look per frame is enough.
    let pending = 0
    const observer = new MutationObserver(() => {
      pending ||= requestAnimationFrame(scan)
    })
    const scan = () => {
      pending = 0
      const roots = widgetRoots(document, toolbar)
      for (const root of roots) {
        if (observed.has(root)) continue
        observed.add(root)
        observer.observe(root, { childList: true, subtree: true, characterData: true })
      }
      setTexts(findTexts(roots, matcher))
    }
    // A widget added to the page, or one whose shadow root appears.
    observer.observe(document.body, { childList: true, subtree: true })
    scan()
    return () => {
      cancelAnimationFrame(pending)
      observer.disconnect()
    }
  }, [active, matcher, toolbar])
  return texts
}
