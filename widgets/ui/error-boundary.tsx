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
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
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
        <button type="button" className="dx-button" onClick={() => this.setState({ failed: false })}>
          {t('common.retry')}
        </button>
      </div>
    )
  }
}
