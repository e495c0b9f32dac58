// @vitest-environment node
// The storefront's modal dialogs (the trip page's, the agency's) share one frame, in
// shell/dialog.css: a page's own sheet only sets its dialog's width and contents, so a
// change to the backdrop reaches every dialog at once.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const storefront = fileURLToPath(new URL('..', import.meta.url))
const sheets = readdirSync(storefront, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))

describe('the storefront dialogs’ frame', () => {
  it('is written once: only shell/dialog.css puts a backdrop over the page', () => {
    const withBackdrop = sheets.filter((file) =>
      /position:\s*fixed;\s*inset:\s*0/.test(readFileSync(join(storefront, file), 'utf8')),
    )
    expect(withBackdrop).toEqual(['shell/dialog.css'])
  })
})
