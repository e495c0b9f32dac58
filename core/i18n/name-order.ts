// In its own file, not locale.ts, so that only the pages with name forms load it.
// Japanese, Chinese, Korean and Hungarian write the family name before the given name
// (山田 太郎), and their airlines' forms ask for it first: a form in the other order gets
// the two swapped by travellers who fill it in the order they write their name.
const FAMILY_NAME_FIRST = ['ja', 'zh', 'ko', 'hu']

/** Whether the locale's language writes (and asks for) the family name before the given name. */
export function familyNameFirst(locale: string): boolean {
  return FAMILY_NAME_FIRST.includes(locale.slice(0, 2))
}

/**
 * Paths of a form in the order its fields are asked for: where the locale asks for the
 * family name first, a traveller's `….familyName` comes before its `….givenName`, so a
 * list of the form's problems reads in the order of its fields. Other paths keep their order.
 */
export function inNameOrder(paths: readonly string[], locale: string): string[] {
  const ordered = [...paths]
  if (!familyNameFirst(locale)) return ordered
  for (let index = 0; index < ordered.length; index++) {
    const given = ordered[index]
    if (!given?.endsWith('.givenName')) continue
    const family = `${given.slice(0, -'givenName'.length)}familyName`
    const at = ordered.indexOf(family)
    if (at > index) {
      ordered.splice(at, 1)
      ordered.splice(index, 0, family)
      index++
    }
  }
  return ordered
}
