/** Text a numeric placeholder renders when given something that is not a number (spec section 5). */
export const FORMAT_ERROR = 'Error!'

export type MessageParams = Record<string, string | number | undefined>

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * Fills `{name}` and `{name, number}` placeholders. A numeric placeholder whose
 * value is not a finite number makes the whole message `Error!`, so a broken value
 * is visible instead of silently wrong. Returns undefined when a placeholder has no
 * value, so the caller can fall back to the key.
 */
export function interpolate(template: string, params: MessageParams, locale: string): string | undefined {
  // Most messages have no placeholder; a results page asks for them by the hundred.
  if (!template.includes('{')) return template
  let failed = false
  let missing = false
  const text = template.replace(/\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}/g, (_, name: string, format?: string) => {
    const value = params[name]
    if (format === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) failed = true
      else return numberFormat(locale).format(value)
      return ''
    }
    if (value === undefined) missing = true
    return String(value ?? '')
  })
  if (failed) return FORMAT_ERROR
  return missing ? undefined : text
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format
}
