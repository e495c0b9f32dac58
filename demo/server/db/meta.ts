import type { Db } from './open'

export function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)
  return row?.value
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  )
}
