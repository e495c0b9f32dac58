/** Text a numeric placeholder renders when given something that is not a number. */
export const FORMAT_ERROR = 'Error!'

export type MessageParams = Record<string, string | number | undefined>

/** A message cut at its placeholders: text, then `{name}` or `{name, number}`, and so on. */
type Part = string | { name: string; number: boolean }

const numberFormats = new Map<string, Intl.NumberFormat>()
// Messages are a fixed set (the locale files), and a results page fills the same few
// by the hundred: each is cut into parts once, not matched by a regular expression per call.
const compiled = new Map<string, Part[]>()

/**
 * Fills `{name}` and `{name, number}` placeholders. A numeric placeholder whose
 * value is not a finite number makes the whole message `Error!`, so a broken value
 * is visible instead of silently wrong. Returns undefined when a placeholder has no
 * value, so the caller can fall back to the key.
 */
export function interpolate(template: string, params: MessageParams, locale: string): string | undefined {
  if (!template.includes('{')) return template
  let parts = compiled.get(template)
  if (!parts) {
    parts = compile(template)
    compiled.set(template, parts)
  }
  let text = ''
  let missing = false
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part
      continue
    }
    const value = params[part.name]
    if (part.number) {
      if (typeof value !== 'number' || !Number.isFinite(value)) return FORMAT_ERROR
      text += numberFormat(locale).format(value)
    } else if (value === undefined) {
      missing = true
    } else {
      text += value ?? ''
    }
  }
  return missing ? undefined : text
}

function compile(template: string): Part[] {
  const parts: Part[] = []
  const placeholder = /\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}/g
  let from = 0
  for (let match = placeholder.exec(template); match; match = placeholder.exec(template)) {
    parts.push(template.slice(from, match.index), { name: match[1] ?? '', number: match[2] !== undefined })
    from = placeholder.lastIndex
  }
  parts.push(template.slice(from))
  return parts
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    numberFormats.set(locale, format)
  }
  return format
}
