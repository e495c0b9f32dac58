import { useState } from 'react'
import { useTranslate } from '../ui/use-translate'

export interface PermissionRetryProps {
  /**
   * Asks the permission document again. True when it answered: this notice then makes
   * way for the toolbar, or for nothing when the user may not author.
   */
  retry: () => Promise<boolean>
}

/**
 * What an author sees when the permission document could not be read (the server failed,
 * or no answer came): that it could not be checked whether they may edit, and a button
 * to ask again without reloading the page.
 */
export function PermissionRetry({ retry }: PermissionRetryProps) {
  const { t } = useTranslate()
  const [checking, setChecking] = useState(false)
  const tryAgain = async () => {
    setChecking(true)
    if (!(await retry())) setChecking(false)
  }
  return (
    <section className="dx-authoring-toolbar" aria-label={t('authoring.toolbar')}>
      <button type="button" className="dx-button" disabled={checking} onClick={tryAgain}>
        {t('common.retry')}
      </button>
      <div className="dx-authoring-status" role="status" aria-live="polite">
        <p>{t(checking ? 'authoring.checkingPermissions' : 'authoring.permissionsFailed')}</p>
      </div>
    </section>
  )
}
