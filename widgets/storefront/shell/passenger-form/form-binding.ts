import type { Translate } from '../../../ui/use-translate'

/** What a part of the passengers form needs of the whole: messages and when to show them. */
export interface FormBinding {
  t: Translate
  locale: string
  /** The message at a field (by API path), once it is to be shown. */
  errorOf(path: string): string | undefined
  /** Focus left a field: a problem with what was typed there shows from now on. */
  leave(path: string): void
  /** "Given names (optional)" for fields that may stay empty. */
  optional(label: string): string
}
