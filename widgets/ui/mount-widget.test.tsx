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
  it('shows the authored text, never the translation, when the metadata document answers within 300 ms', async () => {
    metadataAfter(100, { texts: AUTHORED })
    const { host, shadow } = probeHost()
    const texts = watchTexts(shadow)
    const mounted = await mount(shadow, {}, host)
    await waitFor(() => expect(shadow.textContent).toBe('Search our flights'))
    expect(texts).toEqual(['Search our flights'])
    act(() => mounted.unmount())
  })

  it('waits no longer than 300 ms for a document that does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    metadataAfter(undefined)
    const { host, shadow } = probeHost()
    let mounted = false
    const mounting = mount(shadow, {}, host).then((widget) => {
      mounted = true
      return widget
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(mounted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const widget = await mounting
    vi.useRealTimers()
    await waitFor(() => expect(shadow.textContent).toBe('Find a flight'))
    act(() => widget.unmount())
  })

  it('is not held back by a document that fails, and shows the translation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    )
    const { host, shadow } = probeHost()
    // No timer runs here: the mount resolves on the failure alone.
    const widget = await mount(shadow, {}, host)
    vi.useRealTimers()
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
