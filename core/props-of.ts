import type { WidgetProps } from './dx-global'

/** Attributes as props: kebab-case names become camelCase (`flight-number` -> `flightNumber`). */
export function propsOf(element: Element): WidgetProps {
  const props: WidgetProps = {}
  for (const { name, value } of Array.from(element.attributes)) {
    props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value
  }
  return props
}
