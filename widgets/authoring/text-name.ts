import type { Translate } from '../ui/use-translate'

/** Longest excerpt of a text in its name: a name is read in a heading, not a paragraph. */
const EXCERPT = 60

/**
 * The component a message key belongs to, as an author calls it ("Search box" for
 * `searchBox.title`): the translation contract `authoring.components` names every
 * namespace of the locale files in every locale (checked in text-name.test.ts).
 */
export function componentName(key: string, t: Translate): string {
  const namespace = key.split('.')[0] ?? key
  const name = t(`authoring.components.${namespace}`)
  return name === `authoring.components.${namespace}` ? namespace : name
}

/**
 * A text's readable name, for the editor's title: its component and the shipped
 * translation it replaces (`Search box: “Book a flight”`), which stays the same while the
 * author changes the text. Without a translation, the component alone.
 */
export function textName(key: string, translation: string | undefined, t: Translate): string {
  const component = componentName(key, t)
  if (!translation?.trim()) return component
  const text = translation.length > EXCERPT ? `${translation.slice(0, EXCERPT - 1).trimEnd()}…` : translation
  return t('authoring.textName', { component, text })
}
