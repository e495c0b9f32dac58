// The locale tour (locale-tour-checks.ts) in the second half of the locales, he-IL and ja-JP
// with their screenshots among them.
import { LOCALES } from './locale-tour'
import { tourLocales } from './locale-tour-checks'

tourLocales(LOCALES.slice(4))
