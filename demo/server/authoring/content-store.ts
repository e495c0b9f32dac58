// The authored texts (tables content_texts and content_nodes) and their saves. A save
// applies its changes text by text inside one transaction, so two authors who change
// different texts of one component both keep theirs. When an author replaces or deletes
// a text another author saved after the version the first one had read, the later save
// wins and the other author gets a notice, answered with their next save and only then.
import type { Overwrite } from '../../../core/authoring/types'
import type { Db } from '../db/open'
import { componentPath } from './content-path'

/** One text a save sets (CREATE and UPDATE) or deletes (DELETE: the translation shows again). */
export interface TextWrite {
  path: string
  key: string
  /** The new text; undefined deletes it. */
  value: string | undefined
}

export interface AuthoredText {
  locale: string
  component: string
  /** Dotted within the component: `journey.one-way`. */
  key: string
  value: string
}

interface SaveOfComponent {
  account: string
  locale: string
  component: string
  writes: readonly TextWrite[]
  /** The component's version the author had read before changing `path`. */
  seenVersion(path: string): number
}

export interface ContentStore {
  /** Every authored text, or a locale's, or a component's. */
  texts(locale?: string, component?: string): AuthoredText[]
  /** The component's save counter; 0 when never saved. */
  version(locale: string, component: string): number
  /** The sum of the versions below a locale (or of all), so it grows with every save under it. */
  versionSum(locale?: string): number
  /** Applies one save; its new version and the author's notices not told before (now told). */
  save(save: SaveOfComponent): { version: number; overwritten: Overwrite[] }
}

interface TextRow {
  locale: string
  component: string
  key: string
  value: string
}

export function contentStore(db: Db, now: () => number): ContentStore {
  const textRows = db.prepare<[{ locale: string | null; component: string | null }], TextRow>(
    `SELECT locale, component, key, value FROM content_texts
     WHERE (@locale IS NULL OR locale = @locale) AND (@component IS NULL OR component = @component)
     ORDER BY locale, component, key`,
  )
  const versionOf = db.prepare<[string, string], { version: number }>(
    'SELECT version FROM content_nodes WHERE locale = ? AND component = ?',
  )
  const sumOf = db.prepare<[{ locale: string | null }], { total: number }>(
    'SELECT COALESCE(SUM(version), 0) AS total FROM content_nodes WHERE @locale IS NULL OR locale = @locale',
  )
  const setVersion = db.prepare(
    `INSERT INTO content_nodes (locale, component, version) VALUES (?, ?, ?)
     ON CONFLICT (locale, component) DO UPDATE SET version = excluded.version`,
  )
  const savedBy = db.prepare<[string, string, string], { author: string; nodeVersion: number }>(
    'SELECT author, node_version AS nodeVersion FROM content_texts WHERE locale = ? AND component = ? AND key = ?',
  )
  const setText = db.prepare(
    `INSERT INTO content_texts (locale, component, key, value, node_version, author, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (locale, component, key) DO UPDATE SET value = excluded.value, node_version = excluded.node_version,
       author = excluded.author, saved_at = excluded.saved_at`,
  )
  const deleteText = db.prepare('DELETE FROM content_texts WHERE locale = ? AND component = ? AND key = ?')
  const notify = db.prepare('INSERT INTO overwrite_notices (author, path, by_author, at) VALUES (?, ?, ?, ?)')
  const untold = db.prepare<[string], { id: number; path: string; by: string; at: number }>(
    'SELECT id, path, by_author AS by, at FROM overwrite_notices WHERE author = ? AND told = 0 ORDER BY id',
  )
  const markTold = db.prepare('UPDATE overwrite_notices SET told = 1 WHERE id = ?')
  const audit = db.prepare('INSERT INTO authoring_audit (account, at, node, paths) VALUES (?, ?, ?, ?)')

  const version = (locale: string, component: string) => versionOf.get(locale, component)?.version ?? 0

  const writeTexts = (save: SaveOfComponent, at: number): number => {
    const { account, locale, component } = save
    const next = version(locale, component) + 1
    setVersion.run(locale, component, next)
    for (const write of save.writes) {
      const before = savedBy.get(locale, component, write.key)
      if (before && before.author !== account && before.nodeVersion > save.seenVersion(write.path))
        notify.run(before.author, write.path, account, at)
      if (write.value === undefined) deleteText.run(locale, component, write.key)
      else setText.run(locale, component, write.key, JSON.stringify(write.value), next, account, at)
    }
    const paths = [...new Set(save.writes.map((write) => write.path))]
    audit.run(account, at, componentPath(locale, component), JSON.stringify(paths))
    return next
  }

  const save = db.transaction((request: SaveOfComponent) => {
    const at = now()
    // A save without changes changes nothing (no new version, no audit row) but still tells.
    const saved = request.writes.length > 0 ? writeTexts(request, at) : version(request.locale, request.component)
    const notices = untold.all(request.account)
    for (const notice of notices) markTold.run(notice.id)
    return {
      version: saved,
      overwritten: notices.map(({ path, by, at: when }) => ({ path, by, at: new Date(when).toISOString() })),
    }
  })

  return {
    texts: (locale, component) =>
      textRows
        .all({ locale: locale ?? null, component: component ?? null })
        .map((row) => ({ ...row, value: JSON.parse(row.value) as string })),
    version,
    versionSum: (locale) => sumOf.get({ locale: locale ?? null })?.total ?? 0,
    save: (request) => save(request),
  }
}
