// Stand-in for migration 7 (manage booking's trip tables), written on another branch:
// migrations are numbered without gaps, and this branch's 8 needs a 7 before it.
import type { Migration } from '../migrate'

export const tripStandIn: Migration = { version: 7, name: 'trip stand-in', sql: '' }
