import type { DxSettings } from '../core/settings/settings'
import { assetPath } from '../core/asset-path'

/**
 * The files of the bundle a widget or a storefront page needs at once (build/manifest.mjs
 * writes it; the build puts it in the loader): names of files in the bundle's chunks/
 * folder without `.js`, apart by spaces; a widget's entry comes first.
 */
export interface BundleManifest {
  widgets: Record<string, string>
  /**
   * Keyed by the page module's name; the files beyond the storefront's own (for a page
   * that goes on to another as its call answers, that page's and the trip summary's too).
   */
  pages: Record<string, string>
  /** What prefetch.js imports, by path in chunks/ (`prefetch/chunk-...`). */
  prefetch: string
}

/** Replaced at build time with the widget build's manifest. */
declare const __DX_MANIFEST__: BundleManifest

export const manifest: BundleManifest = __DX_MANIFEST__

/** A bundle file's URL: beside the loader (or under baseUrl), in the bundle-version folder when one is set. */
export function fileUrl(file: string, settings: DxSettings): string {
  return new URL(assetPath(`${file}.js`, settings.bundleVersion), settings.baseUrl).href
}

/** The URLs of a manifest list. */
export function chunkUrls(list: string | undefined, settings: DxSettings): string[] {
  return list ? list.split(' ').map((file) => fileUrl(`chunks/${file}`, settings)) : []
}

const preloaded = new Set<string>()

/**
 * Asks for every file at once, so a file's imports are already on their way when it
 * arrives. No crossorigin attribute: a preload then uses the credentials mode of an
 * import() from a module script included without one, as hosts include the loader; the
 * module map holds one entry per URL either way, so an import never fetches a file twice.
 */
export function preloadFiles(urls: readonly string[]): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue
    preloaded.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

/**
 * Pages whose route name is not their module's: the return from an alternative payment
 * shows the remote return page (widgets/storefront/routes.ts), so it needs that page's files.
 */
const PAGE_MODULES: Record<string, string> = { 'remote-afop-return': 'remote-return' }

/**
 * The storefront page module a location hash opens, as far as the manifest knows pages:
 * the first of the hash's first two path segments (`#/<channel>/<page>` or `#/<page>`)
 * that names one, by its module's name; home when the hash names no page (nothing past a
 * channel); none for a page the manifest does not know (the shell then loads it itself).
 * A wrong guess costs a preload, never the page.
 */
export function pageOfHash(hash: string, pages: BundleManifest['pages']): string | undefined {
  const segments = (hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/').filter(Boolean)
  const named = segments
    .slice(0, 2)
    .map((segment) => PAGE_MODULES[segment] ?? segment)
    .find((page) => Object.hasOwn(pages, page))
  return named ?? (segments.length <= 1 ? 'home' : undefined)
}

/** Asks for the files a storefront page needs beyond the storefront's own, all at once. */
export function preloadPage(page: string | undefined, settings: DxSettings): void {
  if (page) preloadFiles(chunkUrls(manifest.pages[page], settings))
}
