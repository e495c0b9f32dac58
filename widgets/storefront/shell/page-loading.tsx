import { Loading } from '../../ui/messages'
import type { Translate } from '../../ui/use-translate'

/** What a page shows while its chunk is on its way. */
export function PageLoading({ t }: { t: Translate }) {
  return <Loading label={t('common.loading')} />
}
