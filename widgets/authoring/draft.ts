import type { SchemaNode } from '../../core/authoring/types'
import type { EditorKind } from './schema-node'
import { sanitizeRichText } from './rich-text'

/** What the author is typing, before Apply turns it into a value. */
export type Draft =
  | { kind: 'text' | 'richText' | 'number'; text: string }
  | { kind: 'boolean'; on: boolean }
  | { kind: 'list'; items: string[] }

/**
 * The draft an editor opens with: the authored value when there is one of the right
 * type, else the translation the page shows (a text), else empty.
 */
export function initialDraft(kind: EditorKind, authored: unknown, translation: string | undefined): Draft {
  switch (kind) {
    case 'boolean':
      return { kind, on: authored === true }
    case 'list':
      return { kind, items: Array.isArray(authored) ? authored.map(String) : [] }
    case 'number':
      return { kind, text: typeof authored === 'number' ? String(authored) : '' }
    default:
      return { kind, text: typeof authored === 'string' ? authored : (translation ?? '') }
  }
}

/** A number as typed, or undefined when what is typed is no number. */
export function parseNumber(text: string): number | undefined {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined
}

const isNumeric = (schema: SchemaNode | undefined) => schema?.type === 'number' || schema?.type === 'integer'

/**
 * The value a draft gives, as its schema types it; undefined when the draft cannot be
 * one (a number field, or a list of numbers, holding something else). Rich text is
 * sanitised here, so no unsafe markup is ever previewed or saved.
 */
export function draftValue(draft: Draft, schema: SchemaNode): unknown {
  switch (draft.kind) {
    case 'boolean':
      return draft.on
    case 'number':
      return parseNumber(draft.text)
    case 'richText':
      return sanitizeRichText(draft.text)
    case 'text':
      return draft.text
    case 'list': {
      if (!isNumeric(schema.items)) return draft.items
      const numbers = draft.items.map(parseNumber)
      return numbers.every((value) => value !== undefined) ? numbers : undefined
    }
  }
}
