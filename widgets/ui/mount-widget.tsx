import { useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { useStore } from './use-store'
import baseCss from './base.css'
import { adoptStyles } from './adopt-styles'
import { ErrorBoundary } from './error-boundary'
import { WidgetContext, emit } from './widget-context'
import { useTranslate } from './use-translate'
import { $locale, addMessages, loadLocale, type Messages } from '../../core/i18n/i18n'
import { isRtl } from '../../core/i18n/locale'
import type { WidgetProps } from '../../core/dx-global'
import { shared } from '../../core/shared-instance'
import { logger } from '../../core/logger/logger'

/** What a widget chunk's `mount` returns to the loader. */
interface MountedWidget {
  update(props: WidgetProps): void
  unmount(): void
}

export type MountWidget = (shadow: ShadowRoot, props: WidgetProps, host: HTMLElement) => Promise<MountedWidget>

/**
 * Turns a component into the `mount` function a widget chunk exports: its en-US
 * strings registered, its styles adopted into the shadow root, rendered with the
 * page's locale and direction, inside an error boundary, announcing `dx:ready`
 * after its first render. `loadMetadata` asks for the page's metadata document (the
 * authoring toolbar, the author's tool, asks for none).
 */
export function defineWidget(
  name: string,
  Widget: ComponentType<WidgetProps>,
  css: string,
  messages: Messages,
  loadMetadata: () => Promise<unknown>,
): MountWidget {
  addMessages('en-US', messages)
  // A widget's lazy chunks import its file by a URL relative to where it was served
  // from; a redirect (a CDN alias) makes that another URL, so the file, and Preact
  // with it, would run twice and the pages it loads would fail. Said plainly here.
  const firstUrl = shared(`widget-file:${name}`, () => import.meta.url)
  if (firstUrl !== import.meta.url)
    logger.error(`${name} ran twice, from ${firstUrl} and ${import.meta.url}: serve the dx files without redirects`)
  return async (shadow, props, host) => {
    // The metadata document carries the authored texts: asked for at mount, and the widget
    // renders them when it answers. The first render does not wait for it: every visitor
    // would pay a round trip on every page, and most pages have no authored text. A failed
    // document leaves the translations.
    loadMetadata().catch(() => undefined)
    adoptStyles(shadow, [baseCss, css])
    const container = document.createElement('div')
    shadow.append(container)
    const root = createRoot(container)
    const render = (next: WidgetProps) =>
      root.render(<WidgetRoot name={name} host={host} Widget={Widget} props={next} />)
    render(props)
    return {
      update: render,
      unmount() {
        root.unmount()
        container.remove()
      },
    }
  }
}

interface RootProps {
  name: string
  host: HTMLElement
  Widget: ComponentType<WidgetProps>
  props: WidgetProps
}

function WidgetRoot({ name, host, Widget, props }: RootProps) {
  const locale = useStore($locale)
  const { t } = useTranslate()
  const [loadedLocale, setLoadedLocale] = useState<string | undefined>(locale === 'en-US' ? locale : undefined)
  const context = useMemo(() => ({ name, host }), [name, host])
  useEffect(() => {
    if (loadedLocale === locale) return
    let current = true
    void loadLocale(locale).then(() => current && setLoadedLocale(locale))
    return () => {
      current = false
    }
  }, [locale, loadedLocale])
  const ready = loadedLocale !== undefined
  // A layout effect runs right after the first commit; a passive one would wait for
  // the next frame and make "ready" late by up to a frame.
  useLayoutEffect(() => {
    if (ready) emit(host, 'ready', { widget: name })
  }, [ready, host, name])
  if (!ready) return null
  return (
    <WidgetContext.Provider value={context}>
      <div className="dx-root" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
        <ErrorBoundary t={t}>
          <Widget {...props} />
        </ErrorBoundary>
      </div>
    </WidgetContext.Provider>
  )
}
