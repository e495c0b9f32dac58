import messages from 'dx-locale:authoring'
import { describe, expect, it } from 'vitest'
import { addMessages, translate } from '../../core/i18n/i18n'
import { DxError } from '../../core/http/errors'
import type { Translate } from '../ui/use-translate'
import { saveStatus } from './save-status'

addMessages('en-US', messages)
const t: Translate = (key, params) => translate('en-US', key, params)

const refusal = (code: string) =>
  new DxError({ type: 'HTTPERROR', status: 400, code, message: 'The server answered 400.' })

describe('saveStatus', () => {
  it('says a save nested too deeply was refused, what to do, and that the changes are kept', () => {
    const [status] = saveStatus({ saved: [], overwritten: [], failure: refusal('BODY_TOO_DEEP') }, t, 'en-US')
    expect(status).toBe(
      'These changes nest texts more deeply than any text on this page. Undo the last change, then save again. ' +
        'Your changes are kept: press Save to try again.',
    )
  })
})
