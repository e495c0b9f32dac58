// @vitest-environment node
// Our own documents keep every limit, with room to spare: the ones the widgets send
// (core/api) and the ones the tests send (test/, demo/server/).
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readGraphqlDocument } from '../../../../esbuild.config.mjs'
import { brokenLimit } from '../../test-support/limits'

const root = new URL('../../../../', import.meta.url)
const documents = ['core/api/', 'test/', 'demo/server/'].flatMap((folder) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.graphql') && !file.endsWith('schema.graphql') && !file.endsWith('.fragment.graphql'),
    )
    .map((file) => `${folder}${file}`),
)

describe('our own documents', () => {
  it('are found', () => {
    expect(documents.length).toBeGreaterThan(20)
  })

  it.each(documents)('%s keeps every limit, introspection off too', (file) => {
    const text = readGraphqlDocument(fileURLToPath(new URL(file, root))).text
    expect(brokenLimit(text, { introspection: false })).toBeUndefined()
  })
})
