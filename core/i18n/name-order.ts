// In its own file, not locale.ts, so that only the pages with name forms load it.
// Japanese, Chinese, Korean and Hungarian write the family name before the given name
// (山田 太郎), and their airlines' forms ask for it first: a form in the other order gets
// the two swapped by travellers who fill it in the order they write their name.
const FAMILY_NAME_FIRST = ['ja', 'zh', 'ko', 'hu']

/** Whether the locale's language writes (and asks for) the family name before the given name. */
export function familyNameFirst(locale: string): boolean {
  return FAMILY_NAME_FIRST.includes(locale.slice(0, 2))
}
