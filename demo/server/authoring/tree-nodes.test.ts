// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CHILDREN_PAGE_SIZE, LOAD_MORE_NAME, type TreeNode } from '../../../core/authoring/types'
import { migratedDb } from '../test-support/migrated-db'
import { textKeysOf } from './content-keys'
import { type ContentNodeRef, parseContentPath } from './content-path'
import { contentStore } from './content-store'
import { childrenPage, dataPathAddresses, jsonAddresses, treeNode } from './tree-nodes'

const base = '/dx/authoring/content'
const at = jsonAddresses(base)

function ref(path: string): ContentNodeRef {
  const parsed = parseContentPath(path)
  if ('problem' in parsed) throw new Error(`${path}: ${parsed.problem}`)
  return parsed
}

/** A store whose en-US search box has its form label authored by `author`. */
function withFormLabel() {
  const content = contentStore(migratedDb(), () => 0)
  content.save({
    account: 'author',
    locale: 'en-US',
    component: 'searchBox',
    writes: [{ path: '/en-US/searchBox/formLabel', key: 'formLabel', value: 'Find flights' }],
    seenVersion: () => 0,
  })
  return content
}

const searchHref = (node: TreeNode | undefined) => node?.links.find((link) => link.rel === 'search')?.href

describe('a component node', () => {
  const node = treeNode(ref('/en-US/searchBox'), withFormLabel(), at)

  it('holds only the authored texts', () => {
    expect(node.value).toEqual({ formLabel: 'Find flights' })
  })

  it('has every key of the en-US file in its schema, each text a string', () => {
    const schema = JSON.parse(node.schema)
    expect(schema.properties.formLabel).toEqual({ type: 'string' })
    expect(schema.properties.journey.properties['one-way']).toEqual({ type: 'string' })
  })

  it('carries its save counter', () => {
    expect(node.version).toBe(1)
  })

  it('links its parent and its first page of children', () => {
    expect(node).toMatchObject({
      name: 'searchBox',
      path: '/en-US/searchBox',
      parent: '/en-US',
      links: [
        { rel: 'parent', href: `${base}/en-US.json` },
        { rel: 'children', href: `${base}/en-US/searchBox.json?children=0` },
      ],
    })
  })

  it('is the common messages for the global component', () => {
    const schema = JSON.parse(treeNode(ref('/en-US/global'), withFormLabel(), at).schema)
    expect(schema.properties.close).toEqual({ type: 'string' })
  })
})

describe('a text node', () => {
  it('holds the authored text', () => {
    expect(treeNode(ref('/en-US/searchBox/formLabel'), withFormLabel(), at)).toMatchObject({
      name: 'formLabel',
      parent: '/en-US/searchBox',
      value: 'Find flights',
      schema: '{"type":"string"}',
    })
  })

  it('holds null where the translation stands', () => {
    expect(treeNode(ref('/de-DE/searchBox/formLabel'), withFormLabel(), at).value).toBeNull()
  })
})

describe('lazy children', () => {
  it('of a locale are its components, global first', () => {
    const names = childrenPage(ref('/en-US'), 0, withFormLabel(), at).map((child) => child.name)
    expect(names[0]).toBe('global')
    expect(names).toContain('searchBox')
  })

  it('of the root are the locales', () => {
    expect(childrenPage(ref('/'), 0, withFormLabel(), at).map((child) => child.path)).toEqual([
      '/en-US',
      '/de-DE',
      '/ar-AE',
      '/fr-FR',
      '/es-ES',
      '/pt-BR',
      '/ja-JP',
      '/he-IL',
    ])
  })

  it('of a component of more texts than a page end the page with a LOAD MORE node', () => {
    const texts = textKeysOf('payment').length
    expect(texts).toBeGreaterThan(CHILDREN_PAGE_SIZE)
    const page = childrenPage(ref('/en-US/payment'), 0, withFormLabel(), at)
    expect(page).toHaveLength(CHILDREN_PAGE_SIZE)
    expect(page.at(-1)).toMatchObject({
      name: LOAD_MORE_NAME,
      path: '/en-US/payment/~load more',
      parent: '/en-US/payment',
    })
  })

  it('link the next page from the LOAD MORE node, which ends with the last text', () => {
    const content = withFormLabel()
    const first = childrenPage(ref('/en-US/payment'), 0, content, at)
    expect(searchHref(first.at(-1))).toBe(`${base}/en-US/payment.json?children=${CHILDREN_PAGE_SIZE - 1}`)
    const next = childrenPage(ref('/en-US/payment'), CHILDREN_PAGE_SIZE - 1, content, at)
    const paths = [...first.slice(0, -1), ...next].map((child) => child.path)
    expect(next.some((child) => child.name === LOAD_MORE_NAME)).toBe(false)
    expect(paths).toHaveLength(textKeysOf('payment').length)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('are a full page without LOAD MORE when none remain', () => {
    const page = childrenPage(ref('/en-US/searchBox'), 0, withFormLabel(), at)
    expect(page).toHaveLength(textKeysOf('searchBox').length)
    expect(page.find((child) => child.path === '/en-US/searchBox/formLabel')?.value).toBe('Find flights')
  })

  it('are addressed by dataPath for a static web server', () => {
    const [first] = childrenPage(ref('/en-US'), 0, withFormLabel(), dataPathAddresses(base))
    expect(first?.links).toEqual([
      { rel: 'parent', href: `${base}?dataPath=%2Fen-US` },
      { rel: 'children', href: `${base}?dataPath=%2Fen-US%2Fglobal&children=0` },
    ])
  })
})
