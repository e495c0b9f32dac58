// Migration 21, removed agents: an agency may remove one of its agents, who then signs in
// no more, but the orders that agent made still name who booked them (Order.agentLoginId),
// so the row stays, marked removed, and its login ID stays taken (docs/agency.md).
import type { Migration } from '../migrate'

export const agentRemoval: Migration = {
  version: 21,
  name: 'agent removal',
  sql: `
-- When the agency removed the agent; null while the agent is one of it.
ALTER TABLE agents ADD COLUMN removed_at INTEGER;
`,
}
