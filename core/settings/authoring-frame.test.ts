import { describe, expect, it } from 'vitest'
import { isInsideAuthoringFrame } from './authoring-frame'
import { resolveSettings, type DxSettingsInput } from './settings'

const settingsWith = (input: DxSettingsInput = {}) =>
  resolveSettings(input, { pathname: '/', loaderUrl: 'https://cdn.example.test/dx/loader.js' })

/** A framed window whose top is at `topUrl`, or cross-origin (reading top.location throws). */
function framedWindow(topUrl: string | 'cross-origin', ancestorOrigins: string[] = []): Window {
  const topWindow = {
    get location() {
      if (topUrl === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError')
      return new URL(topUrl)
    },
  }
  return { self: {}, top: topWindow, location: { ancestorOrigins } } as unknown as Window
}

const inside = (topUrl: string, input: DxSettingsInput = {}) =>
  isInsideAuthoringFrame(settingsWith(input), framedWindow(topUrl))

describe('content-management frame detection', () => {
  it('is inside when the flag is on, even outside any frame', () => {
    expect(isInsideAuthoringFrame(settingsWith({ isRunningInsideAEM: true }), window)).toBe(true)
  })

  it('is outside when the flag is off, even in the provider frame', () => {
    expect(inside('https://author-p1.adobeaemcloud.com/editor.html', { isRunningInsideAEM: false })).toBe(false)
  })

  it('is outside when the page is not in a frame', () => {
    expect(isInsideAuthoringFrame(settingsWith(), window)).toBe(false)
  })

  it("is inside when the top host is the provider's domain itself", () => {
    expect(inside('https://adobeaemcloud.com/editor.html')).toBe(true)
  })

  it("is inside when the top host is a subdomain of the provider's domain", () => {
    expect(inside('https://author-p1.adobeaemcloud.com/editor.html')).toBe(true)
  })

  it("is outside when the top host only ends with the provider's domain (a look-alike)", () => {
    expect(inside('https://eviladobeaemcloud.com/editor.html')).toBe(false)
  })

  it('is outside when the top page comes over plain http', () => {
    expect(inside('http://author-p1.adobeaemcloud.com/editor.html')).toBe(false)
  })

  it('is outside when the top host belongs to someone else', () => {
    expect(inside('https://partner.example.test/')).toBe(false)
  })

  it('takes the provider domain from the settings', () => {
    expect(inside('https://cms.example.test/', { authoringProviderDomain: 'example.test' })).toBe(true)
  })

  it('reads a cross-origin top from ancestorOrigins', () => {
    const win = framedWindow('cross-origin', ['https://author-p1.adobeaemcloud.com'])
    expect(isInsideAuthoringFrame(settingsWith(), win)).toBe(true)
  })

  it('refuses a cross-origin look-alike top read from ancestorOrigins', () => {
    const win = framedWindow('cross-origin', ['https://eviladobeaemcloud.com'])
    expect(isInsideAuthoringFrame(settingsWith(), win)).toBe(false)
  })

  it('is outside when a cross-origin top cannot be identified', () => {
    expect(isInsideAuthoringFrame(settingsWith(), framedWindow('cross-origin'))).toBe(false)
  })
})
