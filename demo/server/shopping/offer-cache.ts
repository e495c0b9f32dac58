// Computed offers per conversation, so "load more" pages, re-sorts and filters of the
// same search cost a slice, not a new search. Bounded: old conversations drop out first.
export interface OfferCache<T> {
  get(conversationKey: string, fingerprint: string, nowMs: number): T | undefined
  set(conversationKey: string, fingerprint: string, value: T, nowMs: number): void
}

/** Prices follow the clock and the load, so a cached search is reused for a few minutes only. */
const cachedForMs = 5 * 60_000
const maxConversations = 2000
const maxSearchesPerConversation = 12

export function offerCache<T>(): OfferCache<T> {
  const conversations = new Map<string, Map<string, { at: number; value: T }>>()
  return {
    get(key, fingerprint, nowMs) {
      const entry = conversations.get(key)?.get(fingerprint)
      return entry && nowMs - entry.at < cachedForMs ? entry.value : undefined
    },
    set(key, fingerprint, value, nowMs) {
      let searches = conversations.get(key)
      if (searches) conversations.delete(key)
      else searches = new Map()
      // Re-inserted last: Map order is then least recently used first.
      conversations.set(key, searches)
      searches.set(fingerprint, { at: nowMs, value })
      if (searches.size > maxSearchesPerConversation) searches.delete(searches.keys().next().value as string)
      if (conversations.size > maxConversations) conversations.delete(conversations.keys().next().value as string)
    },
  }
}

/** Least-recently-used memo for pure lookups (schedule options never change while the server runs). */
export function memo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const entries = new Map<string, T>()
  return (key) => {
    let value = entries.get(key)
    if (value === undefined) {
      value = compute(key)
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string)
    } else entries.delete(key)
    entries.set(key, value)
    return value
  }
}
