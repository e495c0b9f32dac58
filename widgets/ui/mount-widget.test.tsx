import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { defineWidget } from './mount-widget'
import { useTranslate } from './use-translate'
import { forgetShared, shared } from '../../core/shared-instance'
import { $authoredTexts } from '../../core/i18n/authored-texts'
import { loadMetadata } from '../../core/settings/metadata'
import { cleanPageBetweenTests, jsonResponse } from '../../test/fake-network'

cleanPageBetweenTests()

const Empty = () => null
const noMetadata = () => Promise.resolve()

afterEach(() => {
  forgetShared('widget-file:probe')
  $authoredTexts.set({})
})

describe('defineWidget', () => {
  it('says plainly when a widget file runs a second time from another URL (served through a redirect)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    shared('widget-file:probe', () => 'https://cdn.example/dx/latest/probe.js')
    defineWidget('probe', Empty, '', {}, noMetadata)
    expect(error.mock.calls.flat().join(' ')).toContain('serve the dx files without redirects')
  })

  it('stays quiet when the file runs once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    defineWidget('probe', Empty, '', {}, noMetadata)
    expect(error).not.toHaveBeenCalled()
  })
})

const AUTHORED = { 'en-US': { probe: { label: 'Search our flights' } } }

function Label() {
  const { t } = useTranslate()
  return <button type="button">{t('probe.label')}</button>
}

const mount = defineWidget('label', Label, '', { probe: { label: 'Find a flight' } }, loadMetadata)

/** Every text the widget's shadow root showed, in order, from an empty one. */
function watchTexts(shadow: ShadowRoot): string[] {
  const texts: string[] = []
  new MutationObserver(() => {
    const text = shadow.textContent ?? ''
    if (text && texts.at(-1) !== text) texts.push(text)
  }).observe(shadow, { childList: true, subtree: true, characterData: true })
  return texts
}

function probeHost(): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('dx-probe')
  document.body.append(host)
  return { host, shadow: host.attachShadow({ mode: 'open' }) }
}

/** The metadata document, answered after `ms` milliseconds; never when `ms` is undefined. */
function metadataAfter(ms: number | undefined, document: unknown = {}): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => ms !== undefined && setTimeout(() => resolve(jsonResponse(document)), ms)),
    ),
  )
}

describe('the first render of a widget', () => {
  it('does not wait for the metadata document, and shows the authored text once it arrives', async () => {
    metadataAfter(100, { texts: AUTHORED })
    const { host, shadow } = probeHost()
    const texts = watchTexts(shadow)
    const mounted = await mount(shadow, {}, host)
    await waitFor(() => expect(shadow.textContent).toBe('Search our flights'))
    expect(texts).toEqual(['Find a flight', 'Search our flights'])
    act(() => mounted.unmount())
  })

  it('asks for the metadata document at mount and renders while it has not answered', async () => {
    metadataAfter(undefined)
    const { host, shadow } = probeHost()
    const widget = await mount(shadow, {}, host)
    expect(fetch).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(shadow.textContent).toBe('Find a flight'))
    act(() => widget.unmount())
  })

  it('shows the translation when the document fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    )
    const { host, shadow } = probeHost()
    const widget = await mount(shadow, {}, host)
    await waitFor(() => expect(shadow.textContent).toBe('Find a flight'))
    act(() => widget.unmount())
  })

  it('renders again with an authored text when the authored texts change', async () => {
    metadataAfter(0)
    const { host, shadow } = probeHost()
    const widget = await mount(shadow, {}, host)
    await waitFor(() => expect(shadow.textContent).toBe('Find a flight'))
    act(() => $authoredTexts.set(AUTHORED))
    await waitFor(() => expect(shadow.textContent).toBe('Search our flights'))
    act(() => widget.unmount())
  })
})
