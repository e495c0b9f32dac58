// The demo's authoring accounts and their access-control entries (tables
// authoring_accounts and authoring_acl): what each may edit is data, not code.
import type { AccessControlList } from '../../../core/authoring/types'
import type { Db } from '../db/open'

type AclEntry = AccessControlList['entries'][number]

export interface Accounts {
  exists(account: string): boolean
  /** Every account id, for the sign-in's refusal to name them. */
  ids(): string[]
  entries(account: string): AclEntry[]
}

export function accounts(db: Db): Accounts {
  const one = db.prepare<[string], { account: string }>('SELECT account FROM authoring_accounts WHERE account = ?')
  const all = db.prepare<[], { account: string }>('SELECT account FROM authoring_accounts ORDER BY account')
  const acl = db.prepare<[string], { path: string; privileges: string }>(
    'SELECT path, privileges FROM authoring_acl WHERE account = ? ORDER BY path',
  )
  return {
    exists: (account) => one.get(account) !== undefined,
    ids: () => all.all().map((row) => row.account),
    entries: (account) =>
      acl
        .all(account)
        .map((row) => ({ path: row.path, privileges: JSON.parse(row.privileges) as AclEntry['privileges'] })),
  }
}
