import messages from 'dx-locale:authoring'
import { describe, expect, it } from 'vitest'
import { addMessages, translate } from '../../core/i18n/i18n'
import { DxError } from '../../core/http/errors'
import type { Translate } from '../ui/use-translate'
import { saveStatus } from './save-status'

addMessages('en-US', messages)
const t: Translate = (key, params) => translate('en-US', key, params)

const refusal = (code: string, status = 400, details?: unknown) =>
  new DxError({ type: 'HTTPERROR', status, code, details, message: `The server answered ${status}.` })

const said = (failure: DxError) => saveStatus({ saved: [], overwritten: [], failure }, t, 'en-US')[0]

describe('saveStatus', () => {
  it('says a save nested too deeply was refused, what to do, and that the changes are kept', () => {
    const [status] = saveStatus({ saved: [], overwritten: [], failure: refusal('BODY_TOO_DEEP') }, t, 'en-US')
    expect(status).toBe(
      'These changes nest texts more deeply than any text on this page. Undo the last change, then save again. ' +
        'Your changes are kept: press Save to try again.',
    )
  })

  it('tells an author whose sign-in ended to sign in again, never that the server failed', () => {
    for (const code of ['SIGN_IN_REQUIRED', 'CSRF_INVALID']) {
      const status = said(refusal(code, 403))
      expect(status).toMatch(/Sign in again in another tab, then press Save\. Your changes are kept/)
      expect(status).not.toMatch(/on our side/)
    }
  })

  it('tells an author to shorten a text the server refused as too long', () => {
    const details = { details: [{ index: 0, path: '/en-US/searchBox/title', problem: 'TEXT_TOO_LONG' }] }
    expect(said(refusal('INVALID_CHANGES', 400, details))).toBe(
      'One of your texts is longer than 2,000 characters. Shorten it, then press Save. ' +
        'Your changes are kept: press Save to try again.',
    )
  })

  it('tells an author to fill an empty text the server refused', () => {
    const details = { details: [{ index: 0, problem: 'EMPTY_TEXT' }] }
    expect(said(refusal('INVALID_CHANGES', 400, details))).toMatch(/^One of your texts is empty\./)
  })
})
