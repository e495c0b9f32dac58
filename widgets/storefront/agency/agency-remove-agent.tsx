import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { RequestError } from '../../ui/messages'
import { modalKeys } from '../../ui/trap-tab'
import type { Translate } from '../../ui/use-translate'
import dialogCss from '../shell/dialog.css'
import { type Agent, type AgencyProfile, removeAgent } from './agency-api'

interface Props {
  agent: Agent
  t: Translate
  onRemoved(profile: AgencyProfile): void
  onCancel(): void
}

/**
 * Asks before an agent is removed, as an alert dialog: focus starts on Cancel (the choice
 * that loses nothing), stays inside while it is open, and Escape cancels. A refusal is
 * said inside it, so the agent can try again or cancel.
 */
export function RemoveAgentDialog({ agent, t, onRemoved, onCancel }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  useLazyStyles(dialog, dialogCss)
  const cancel = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const textId = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => cancel.current?.focus(), [])
  const name = `${agent.givenName} ${agent.familyName}`

  const remove = async () => {
    if (busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      onRemoved(await removeAgent(agent.agentId))
    } catch (error) {
      setFailure({ error })
      setBusy(false)
    }
  }
  const keys = (event: KeyboardEvent) => modalKeys(event, dialog.current, () => onCancel())

  return (
    <div className="dx-sf-backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="dx-sf-dialog dx-ag-dialog"
        onKeyDown={keys}
      >
        <h3 id={titleId}>{t('agency.agents.removeTitle', { name })}</h3>
        <p id={textId}>{t('agency.agents.removeText', { name })}</p>
        {failure && <RequestError error={failure.error} t={t} refusals="agency.agents.refused" />}
        <p className="dx-sf-actions">
          <button type="button" className="dx-button" aria-disabled={busy} onClick={() => void remove()}>
            {t(busy ? 'agency.agents.removing' : 'agency.agents.confirmRemove')}
          </button>
          <button ref={cancel} type="button" className="dx-button dx-button--secondary" onClick={onCancel}>
            {t('agency.agents.cancel')}
          </button>
        </p>
      </div>
    </div>
  )
}
