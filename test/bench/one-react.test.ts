// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assertOneReact } from './one-react.mjs'

/** A metafile whose outputs hold the given modules, each with code. */
const bundling = (outputs: Record<string, string[]>) => ({
  outputs: Object.fromEntries(
    Object.entries(outputs).map(([file, inputs]) => [
      file,
      { inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 10 }])) },
    ]),
  ),
})
const react = '../main/node_modules/react/cjs/react.production.js'

describe('assertOneReact', () => {
  it('passes a build with each React module in one file', () => {
    expect(() => assertOneReact(bundling({ 'runtime.js': [react], 'page.js': ['widgets/page.tsx'] }))).not.toThrow()
  })

  it("passes a build whose files import React from the runtime through stand-ins named after React's modules", () => {
    const standIn = `dx-runtime-whole:${react}\0widgets/page.tsx`
    expect(() =>
      assertOneReact(bundling({ 'runtime.js': [react], 'page.js': [standIn], 'other.js': [standIn] })),
    ).not.toThrow()
  })

  it("leaves out the authoring editor's own copy, which renders only its toolbar", () => {
    const build = { 'runtime.js': [react], 'authoring.js': [react], 'chunks/authoring/show-toolbar-X.js': [react] }
    expect(() => assertOneReact(bundling(build))).not.toThrow()
  })

  it('names a React module two files hold, and the files', () => {
    expect(() => assertOneReact(bundling({ 'storefront.js': [react], 'page.js': [react] }))).toThrow(
      `${react} in 2 files (storefront.js, page.js)`,
    )
  })

  it('fails a build without React', () => {
    expect(() => assertOneReact(bundling({ 'runtime.js': ['node_modules/preact/dist/preact.module.js'] }))).toThrow(
      'holds no React',
    )
  })
})
