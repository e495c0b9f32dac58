/**
 * Where a locale's unit of messages is, `key` being `<locale>/<unit>`: in the bundle's chunks/
 * folder, where build/locale-units.mjs writes it, named relative to the file this code was
 * built into (`__DX_UNITS_DIR__`: none for a widget's files, which sit in chunks/; `../` for
 * the authoring editor's, in chunks/authoring/), as esbuild's own imports of chunks are. Tests
 * load this module as test/vitest.config.ts writes it, which answers each unit from locales/
 * (vitest imports no http URL).
 */
export function unitUrl(key: string): string {
  return new URL(`${__DX_UNITS_DIR__}${key}-${__DX_LOCALE_HASH__}.js`, import.meta.url).href
}
