// What `react-dom/client` means in the shipped bundle: createRoot on Preact's render.
import { render, type ComponentChild } from 'preact'
// The React API, and with it the event names mapping, is in place before anything renders.
import './react'

export interface Root {
  render(children: ComponentChild): void
  unmount(): void
}

export function createRoot(container: Element): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  }
}
