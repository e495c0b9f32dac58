import { beforeEach, describe, expect, it } from 'vitest'
import { installSettings } from '../core/settings/install-settings'
import { chunkUrls, fileUrl, pageOfHash, preloadFiles } from './manifest'

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)

beforeEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove()
})

describe('bundle files', () => {
  it('are found beside the loader', () => {
    expect(fileUrl('prefetch', installSettings())).toBe('http://127.0.0.1:8080/dx/prefetch.js')
  })

  it('are found in the bundle-version folder when one is set', () => {
    expect(fileUrl('prefetch', installSettings({ bundleVersion: 'v42' }))).toBe(
      'http://127.0.0.1:8080/dx/v42/prefetch.js',
    )
  })

  it('of a manifest list are the named files of the chunks folder, in order', () => {
    expect(chunkUrls('flight-status-AB12 CD34', installSettings({ bundleVersion: 'v42' }))).toEqual([
      'http://127.0.0.1:8080/dx/v42/chunks/flight-status-AB12.js',
      'http://127.0.0.1:8080/dx/v42/chunks/CD34.js',
    ])
  })

  it('of no list are none', () => {
    expect(chunkUrls(undefined, installSettings())).toEqual([])
  })
})

describe('preloading', () => {
  it('asks for every file at once with a modulepreload link each', () => {
    preloadFiles(['http://127.0.0.1:8080/dx/chunks/P1.js', 'http://127.0.0.1:8080/dx/chunks/P2.js'])
    expect(preloads()).toEqual(['http://127.0.0.1:8080/dx/chunks/P1.js', 'http://127.0.0.1:8080/dx/chunks/P2.js'])
  })

  it('asks for a file once, however often it is named', () => {
    preloadFiles(['http://127.0.0.1:8080/dx/chunks/Q1.js'])
    preloadFiles(['http://127.0.0.1:8080/dx/chunks/Q1.js', 'http://127.0.0.1:8080/dx/chunks/Q2.js'])
    expect(preloads()).toEqual(['http://127.0.0.1:8080/dx/chunks/Q1.js', 'http://127.0.0.1:8080/dx/chunks/Q2.js'])
  })
})

describe('the page a deep link opens', () => {
  const pages = { home: 'H', 'flight-selection': 'F' }

  it('is named by the segment after the channel', () => {
    expect(pageOfHash('#/b2c/flight-selection?journeys=1', pages)).toBe('flight-selection')
  })

  it('is named by the first segment when the channel is missing', () => {
    expect(pageOfHash('#/flight-selection', pages)).toBe('flight-selection')
  })

  it('is home when the hash names no page', () => {
    expect(pageOfHash('', pages)).toBe('home')
    expect(pageOfHash('#/b2c', pages)).toBe('home')
  })

  it("is the remote return page's module for the return from an alternative payment", () => {
    expect(pageOfHash('#/b2c/remote-afop-return?execution=e1', { 'remote-return': 'R' })).toBe('remote-return')
  })

  it('is none for a page the manifest does not know', () => {
    expect(pageOfHash('#/b2c/cars', pages)).toBeUndefined()
  })

  it('is not a page named by the query', () => {
    expect(pageOfHash('#/b2c/matrix?next=flight-selection', pages)).toBeUndefined()
  })
})
