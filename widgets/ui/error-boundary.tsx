import { Component, type ReactNode } from 'react'
import { logger } from '../../core/logger/logger'
import type { Translate } from './use-translate'

interface Props {
  t: Translate
  children: ReactNode
}

/**
 * A render failure inside one widget stays inside it: the traveller sees a
 * translated message and a way forward, the host page keeps working.
 */
/**
 * A widget file that failed to load (a new release replaced it, the network dropped):
 * the module loader remembers the failure, so only loading the page again can help.
 */
export const isFailedImport = (error: unknown): boolean =>
  error instanceof TypeError &&
  /dynamically imported module|module script failed|error loading dynamically/i.test(error.message)

export class ErrorBoundary extends Component<Props, { failed: boolean; reload: boolean }> {
  override state = { failed: false, reload: false }

  static getDerivedStateFromError(error: unknown): { failed: boolean; reload: boolean } {
    return { failed: true, reload: isFailedImport(error) }
  }

  override componentDidCatch(error: unknown): void {
    logger.error('widget render failed', error)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const { t } = this.props
    return (
      <div role="alert" className="dx-alert dx-alert--error">
        <p>{t('errors.unexpected')}</p>
        <button
          type="button"
          className="dx-button"
          onClick={({ currentTarget }) => {
            if (this.state.reload) return location.reload()
            // The box goes with its button: focus waits on the widget, which renders again in its place.
            const root = currentTarget.closest<HTMLElement>('.dx-root')
            if (root) {
              root.tabIndex = -1
              root.focus()
            }
            this.setState({ failed: false })
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    )
  }
}
