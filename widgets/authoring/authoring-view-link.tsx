import { authoringViewAddress } from '../../core/authoring/authoring-view-address'
import { isInsideAuthoringFrame } from '../../core/settings/authoring-frame'
import type { DxSettings } from '../../core/settings/settings'
import type { Translate } from '../ui/use-translate'

/**
 * Outside the content-management frame, a way to this page's authoring view in the
 * content-management container (`authoringContainerUrl`), where the page is edited with
 * the rest of its content: the view's address is the page's with the authoring marker
 * before its file extension. Inside the frame, or with no container set, there is nowhere
 * else to go.
 */
export function AuthoringViewLink({ settings, t }: { settings: DxSettings; t: Translate }) {
  const container = settings.authoringContainerUrl
  if (!container || isInsideAuthoringFrame(settings)) return null
  const href = new URL(authoringViewAddress(location.pathname + location.search), new URL(container, document.baseURI))
    .href
  return (
    <a className="dx-button dx-button--secondary" href={href}>
      {t('authoring.openAuthoringView')}
    </a>
  )
}
