// The types a host page gets from the package: each element's attributes and events,
// built from the project's own declarations (core/element-attributes.ts,
// core/dx-events.ts, loader/widget-names.ts), never copied from them.
import type { DxElementAttributes } from '../core/element-attributes'
import type { DxElementEvents, DxEventDetails, DxEventName } from '../core/dx-events'
import type { WIDGET_NAMES } from '../loader/widget-names'

export type { DxElementAttributes, DxElementEvents, DxEventDetails, DxEventName }

/** A widget the loader defines an element for: `dx-<name>`. */
export type WidgetName = (typeof WIDGET_NAMES)[number]

/**
 * The attributes of `dx-<Name>`, camelCased. Every element the loader defines must
 * have an entry in DxElementAttributes: a name added to the loader alone fails here.
 */
export type ElementAttributes<Name extends WidgetName> = DxElementAttributes[Name]

/** The events `dx-<Name>` sends; the same rule holds for DxElementEvents. */
export type ElementEvents<Name extends WidgetName> = DxElementEvents[Name]

/** The DOM event of `dx:<What>`. */
export type DxEvent<What extends DxEventName> = CustomEvent<DxEventDetails[What]>

/** `flightNumber` as HTML writes it: `flight-number`. */
type KebabCase<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${KebabCase<Rest>}`
  : Name

/** The attributes of `dx-<Name>` as HTML (and JSX on a custom element) writes them. */
export type HtmlAttributes<Name extends WidgetName> = {
  [Attribute in keyof ElementAttributes<Name> & string as KebabCase<Attribute>]?: ElementAttributes<Name>[Attribute]
}

type DxTagNameMap = { [Name in WidgetName as `dx-${Name}`]: HTMLElement }

type DxEventMap = { [What in DxEventName as `dx:${What}`]: DxEvent<What> }

declare global {
  // `document.querySelector('dx-search-box')` is known to be an element of the page.
  interface HTMLElementTagNameMap extends DxTagNameMap {}
  // dx:* events bubble out of the shadow root and up to the document and window, so
  // any listener there gets the typed event: `addEventListener('dx:search', (e) => e.detail)`.
  interface GlobalEventHandlersEventMap extends DxEventMap {}
}
