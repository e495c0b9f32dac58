import { useEffect, useId, useRef, useState } from 'react'
import type { Translate } from '../../ui/use-translate'
import { type Agent, type AgencyProfile, addAgent, updateAgent } from './agency-api'
import { agentInput, agentValues } from './agency-form-state'
import { AgencyProfileForm, agentSections } from './agency-profile-form'
import { RemoveAgentDialog } from './agency-remove-agent'

interface Props {
  t: Translate
  locale: string
  agents: readonly Agent[]
  /** The profile as the API answered a change. */
  onChanged(profile: AgencyProfile): void
}

/** What is open: the new agent's form, one agent's form, or the question before a removal. */
type Open = { kind: 'add' } | { kind: 'edit'; agent: Agent } | { kind: 'remove'; agent: Agent }
type Done = { key: 'added'; email: string } | { key: 'saved' | 'removed'; name: string }

const nameOf = (agent: Agent) => `${agent.givenName} ${agent.familyName}`

/**
 * The agency's agents: each one's names, login ID and email, with Edit and Remove (not
 * on the signed-in agent's own row: no agent removes itself), and Add agent. A new agent
 * gets no password here: the API mails it a link to choose its own. A form opens in
 * place and takes focus; closing it gives focus back to the button that opened it, and a
 * removal to the section's heading, the removed row being gone.
 */
export function AgencyAgents({ t, locale, agents, onChanged }: Props) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const section = useRef<HTMLElement>(null)
  const [open, setOpen] = useState<Open>()
  const [done, setDone] = useState<Done>()
  const back = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (open?.kind === 'add' || open?.kind === 'edit')
      section.current?.querySelector<HTMLElement>('form input')?.focus()
    else if (back.current === 'heading') heading.current?.focus()
    else if (back.current) section.current?.querySelector<HTMLElement>(`[data-opens="${back.current}"]`)?.focus()
    if (!open) back.current = undefined
  }, [open])
  const close = (to: string) => {
    back.current = to
    setOpen(undefined)
  }
  const start = (next: Open) => {
    setDone(undefined)
    setOpen(next)
  }

  const form = (agent?: Agent) => (
    <AgencyProfileForm
      t={t}
      locale={locale}
      initial={agent ? agentValues(agent) : {}}
      sections={agentSections(
        t(agent ? 'agency.agents.editLegend' : 'agency.agents.addLegend', { name: agent ? nameOf(agent) : '' }),
      )}
      submitLabel={t(agent ? 'agency.agents.save' : 'agency.agents.add')}
      busyLabel={t(agent ? 'agency.agents.saving' : 'agency.agents.adding')}
      refusalTexts="agency.agents.refused"
      onSubmit={async (values) => {
        const input = agentInput(values)
        onChanged(agent ? await updateAgent(agent.agentId, input) : await addAgent(input))
        setDone(
          agent
            ? { key: 'saved', name: `${input.givenName} ${input.familyName}` }
            : { key: 'added', email: input.email },
        )
        close(agent ? `edit-${agent.agentId}` : 'add')
      }}
      onCancel={() => close(agent ? `edit-${agent.agentId}` : 'add')}
    />
  )

  return (
    <section ref={section} className="dx-ag-section" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('agency.profile.agents')}
      </h3>
      <div role="status">
        {done && (
          <p className="dx-alert dx-alert--info">
            {done.key === 'added'
              ? t('agency.agents.added', { email: done.email })
              : t(`agency.agents.${done.key}`, { name: done.name })}
          </p>
        )}
      </div>
      <ul className="dx-ag-agents">
        {agents.map((agent) => (
          <li key={agent.agentId}>
            {open?.kind === 'edit' && open.agent.agentId === agent.agentId ? (
              form(agent)
            ) : (
              <>
                <p>
                  {t('agency.profile.agent', { name: nameOf(agent), loginId: agent.loginId, email: agent.email })}
                  {agent.isSignedIn && ` ${t('agency.agents.you')}`}
                </p>
                <p className="dx-ag-agent-actions">
                  <button
                    type="button"
                    className="dx-button dx-button--secondary"
                    data-opens={`edit-${agent.agentId}`}
                    aria-label={t('agency.agents.editOne', { name: nameOf(agent) })}
                    onClick={() => start({ kind: 'edit', agent })}
                  >
                    {t('agency.agents.edit')}
                  </button>
                  {!agent.isSignedIn && (
                    <button
                      type="button"
                      className="dx-button dx-button--secondary"
                      data-opens={`remove-${agent.agentId}`}
                      aria-label={t('agency.agents.removeOne', { name: nameOf(agent) })}
                      onClick={() => start({ kind: 'remove', agent })}
                    >
                      {t('agency.agents.remove')}
                    </button>
                  )}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
      {open?.kind === 'add' ? (
        form()
      ) : (
        <p>
          <button type="button" className="dx-button" data-opens="add" onClick={() => start({ kind: 'add' })}>
            {t('agency.agents.addAgent')}
          </button>
        </p>
      )}
      {open?.kind === 'remove' && (
        <RemoveAgentDialog
          agent={open.agent}
          t={t}
          onRemoved={(profile) => {
            onChanged(profile)
            setDone({ key: 'removed', name: nameOf(open.agent) })
            close('heading')
          }}
          onCancel={() => close(`remove-${open.agent.agentId}`)}
        />
      )}
    </section>
  )
}
