import type { ComponentType } from 'react'
import { render } from '@testing-library/react'
import { WidgetContext } from '../widgets/ui/widget-context'
import type { WidgetProps } from '../core/dx-global'

/** Renders a widget component as mountWidget would, with a host element to catch its events. */
export function renderWidget(Widget: ComponentType<WidgetProps>, props: WidgetProps = {}) {
  const host = document.createElement('div')
  document.body.append(host)
  const events: CustomEvent[] = []
  const record = (event: Event) => events.push(event as CustomEvent)
  for (const name of ['dx:flight-status', 'dx:flight-schedule', 'dx:ready']) host.addEventListener(name, record)
  const result = render(
    <WidgetContext.Provider value={{ name: 'test', host }}>
      <Widget {...props} />
    </WidgetContext.Provider>,
  )
  return { ...result, host, events }
}
