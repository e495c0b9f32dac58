// React components for hosts that prefer them to the elements: each renders its
// `dx-*` element, with props as attributes and `on<Event>` props as dx:* listeners.
// They hold no widget code (the element fetches it, as on any page) and import React
// from the host: React is the host's, a peer of this package.
import {
  createElement,
  type CSSProperties,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react'
import type { DxEvent, ElementAttributes, ElementEvents, HtmlAttributes, WidgetName } from './element-types'

/** `flight-status` -> `FlightStatus` */
type PascalCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<Name>

/** The listeners of `dx-<Name>`'s events: `onSearch` for dx:search, `onFlightStatus` for dx:flight-status. */
type EventProps<Name extends WidgetName> = {
  [What in ElementEvents<Name> as `on${PascalCase<What>}`]?: (event: DxEvent<What>) => void
}

/** What a component takes: the element's attributes camelCased, its events, and the host's id, class and style. */
export type DxComponentProps<Name extends WidgetName> = ElementAttributes<Name> &
  EventProps<Name> & {
    id?: string
    className?: string
    /** `--dx-*` custom properties theme the widget (docs/embedding.md). */
    style?: CSSProperties
    ref?: Ref<HTMLElement>
  }

/** The element's own JSX props: attributes as HTML writes them, `ondx:<event>` listeners (React 19). */
type ElementJsxProps<Name extends WidgetName> = HtmlAttributes<Name> & {
  [What in ElementEvents<Name> as `ondx:${What}`]?: (event: DxEvent<What>) => void
} & DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare module 'react' {
  namespace JSX {
    // `<dx-search-box origin="LHR" ondx:search={...} />` type-checks in a React 19 host.
    interface IntrinsicElements extends DxIntrinsicElements {}
  }
}

type DxIntrinsicElements = { [Name in WidgetName as `dx-${Name}`]: ElementJsxProps<Name> }

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^-/, '')

/** React's own names for these props; React 19 writes them onto a custom element as it should. */
const REACT_PROPS = new Set(['id', 'className', 'style', 'ref'])

/**
 * The element's props from the component's: `flightNumber` becomes the attribute
 * `flight-number`, and `onFlightStatus` the listener `ondx:flight-status`, which React 19
 * adds to a custom element with addEventListener (and moves when it changes).
 */
function elementProps(props: object): Record<string, unknown> {
  const element: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    const event = /^on([A-Z].*)$/.exec(name)?.[1]
    element[event ? `ondx:${kebabCase(event)}` : REACT_PROPS.has(name) ? name : kebabCase(name)] = value
  }
  return element
}

function dxComponent<Name extends WidgetName>(name: Name): (props: DxComponentProps<Name>) => ReactElement {
  return (props) => createElement(`dx-${name}`, elementProps(props))
}

/** `<dx-search-box>`: `<SearchBox origin="LHR" onSearch={(event) => event.detail} />` */
export const SearchBox = dxComponent('search-box')
/** `<dx-flight-status>` */
export const FlightStatus = dxComponent('flight-status')
/** `<dx-flight-schedule>` */
export const FlightSchedule = dxComponent('flight-schedule')
/** `<dx-trip-lookup>`: `<TripLookup onTripFound={(event) => event.detail.reference} />` */
export const TripLookup = dxComponent('trip-lookup')
/** `<dx-account>`: `<Account onSignedIn={(event) => event.detail.kind} />` */
export const Account = dxComponent('account')
/** `<dx-storefront>`: the full storefront. */
export const Storefront = dxComponent('storefront')
