import { describe, expect, it } from 'vitest'
import { isInsideAuthoringFrame } from './authoring-frame'
import { resolveSettings, type DxSettingsInput } from './settings'

const settingsWith = (input: DxSettingsInput = {}) =>
  resolveSettings(input, { pathname: '/', loaderUrl: 'https://cdn.example.test/dx/loader.js' })

/** A framed window whose top is at `topHost`, or cross-origin (reading top.location throws). */
function framedWindow(top: { hostname: string } | 'cross-origin', ancestorOrigins: string[] = []): Window {
  const topWindow = {
    get location() {
      if (top === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError')
      return top
    },
  }
  return { self: {}, top: topWindow, location: { ancestorOrigins } } as unknown as Window
}

describe('content-management frame detection', () => {
  it('believes the isRunningInsideAEM flag when it is set', () => {
    expect(isInsideAuthoringFrame(settingsWith({ isRunningInsideAEM: true }), window)).toBe(true)
    expect(
      isInsideAuthoringFrame(
        settingsWith({ isRunningInsideAEM: false }),
        framedWindow({ hostname: 'author.adobeaemcloud.com' }),
      ),
    ).toBe(false)
  })

  it('is outside when the page is not in a frame', () => {
    expect(isInsideAuthoringFrame(settingsWith(), window)).toBe(false)
  })

  it('is inside when the top host name ends with the provider domain', () => {
    expect(isInsideAuthoringFrame(settingsWith(), framedWindow({ hostname: 'author-p1.adobeaemcloud.com' }))).toBe(true)
  })

  it('is outside when the top host belongs to someone else', () => {
    expect(isInsideAuthoringFrame(settingsWith(), framedWindow({ hostname: 'partner.example.test' }))).toBe(false)
  })

  it('reads a cross-origin top from ancestorOrigins', () => {
    const win = framedWindow('cross-origin', ['https://author-p1.adobeaemcloud.com'])
    expect(isInsideAuthoringFrame(settingsWith(), win)).toBe(true)
  })

  it('is outside when a cross-origin top cannot be identified', () => {
    expect(isInsideAuthoringFrame(settingsWith(), framedWindow('cross-origin'))).toBe(false)
  })
})
