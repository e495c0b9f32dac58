import { useLayoutEffect, useRef } from 'react'
import { drawingSVG, pdf417 } from '@bwip-js/browser'

/** bwip-js pads in its points, and draws a PDF417 module one point wide at scale 1. */
const QUIET_ZONE = 2

/**
 * The PDF417 symbol of `text` as an SVG element, with its quiet zone (two modules of
 * white on every side, what PDF417 asks for) drawn inside it and painted white, so that the zone scales
 * with the symbol when a phone's screen shrinks it. The widgets run under a strict CSP and
 * never set innerHTML: the SVG markup bwip-js draws is parsed as XML and the element
 * imported into the page, node by node.
 */
function pdf417Svg(text: string): Element {
  const markup = pdf417({ bcid: 'pdf417', text, padding: QUIET_ZONE, backgroundcolor: 'FFFFFF' }, drawingSVG())
  const svg = document.importNode(new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement, true)
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  return svg
}

/** A boarding pass's barcode, named for screen readers by `label` (the symbol itself says nothing to them). */
export function Barcode({ text, label }: { text: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.replaceChildren(pdf417Svg(text))
  }, [text])
  return <div ref={ref} role="img" aria-label={label} className="dx-bp-barcode" />
}
