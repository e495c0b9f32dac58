// The content tree as authoring tree nodes: the root, one node per locale, one per
// component of a locale, one per text of a component. A node's value holds only what
// authors wrote; its schema every key the en-US file has. Children are read lazily, a
// page at a time: when more remain, a page ends with a LOAD MORE node whose `search` link
// is the next page's address.
import {
  CHILDREN_PAGE_SIZE,
  LOAD_MORE_NAME,
  LOAD_MORE_SEGMENT,
  type TreeLink,
  type TreeNode,
} from '../../../core/authoring/types'
import { textsByComponent } from './authored-messages'
import { authorableComponents, authorableLocales, textKeysOf } from './content-keys'
import { componentPath, type ContentNodeRef, textPath } from './content-path'
import { componentSchemaText, localeSchemaText, rootSchemaText, textSchemaText } from './content-schema'
import type { ContentStore } from './content-store'

/** The addresses of a node and of a page of its children, in one addressing mode. */
export interface NodeAddresses {
  node(path: string): string
  children(path: string, offset: number): string
}

const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** `<base><path>.json` (the root: `<base>.json`), children by `?children=<offset>`. */
export const jsonAddresses = (base: string): NodeAddresses => ({
  node: (path) => `${base}${path === '/' ? '' : encodedPath(path)}.json`,
  children: (path, offset) => `${base}${path === '/' ? '' : encodedPath(path)}.json?children=${offset}`,
})

/** The static web server's addresses: `<base>?dataPath=<path>`, children by `&children=<offset>`. */
export const dataPathAddresses = (base: string): NodeAddresses => ({
  node: (path) => `${base}?dataPath=${encodeURIComponent(path)}`,
  children: (path, offset) => `${base}?dataPath=${encodeURIComponent(path)}&children=${offset}`,
})

/** A node with its links: to its parent, when it has one, and to its first page of children, when it may have some. */
function node(fields: Omit<TreeNode, 'links'>, hasChildren: boolean, at: NodeAddresses): TreeNode {
  const links: TreeLink[] = []
  if (fields.parent !== undefined) links.push({ rel: 'parent', href: at.node(fields.parent) })
  if (hasChildren) links.push({ rel: 'children', href: at.children(fields.path, 0) })
  return { ...fields, links }
}

function localeNode(locale: string, content: ContentStore, at: NodeAddresses): TreeNode {
  const path = `/${locale}`
  const value = textsByComponent(content.texts(locale))[locale] ?? {}
  const version = content.versionSum(locale)
  return node({ name: locale, path, parent: '/', value, schema: localeSchemaText, version }, true, at)
}

function componentNode(locale: string, component: string, content: ContentStore, at: NodeAddresses): TreeNode {
  const value = textsByComponent(content.texts(locale, component))[locale]?.[component] ?? {}
  return node(
    {
      name: component,
      path: componentPath(locale, component),
      parent: `/${locale}`,
      value,
      schema: componentSchemaText(component),
      version: content.version(locale, component),
    },
    true,
    at,
  )
}

/** The nodes of some of a component's texts; each value is the authored text, or null where the translation stands. */
function textNodes(
  locale: string,
  component: string,
  keys: readonly string[],
  content: ContentStore,
  at: NodeAddresses,
) {
  const authored = new Map(content.texts(locale, component).map((text) => [text.key, text.value]))
  const version = content.version(locale, component)
  return keys.map((key) => {
    const path = textPath(locale, component, key)
    const name = key.slice(key.lastIndexOf('.') + 1)
    const value = authored.get(key) ?? null
    return node(
      { name, path, parent: componentPath(locale, component), value, schema: textSchemaText, version },
      false,
      at,
    )
  })
}

/** The node a path names. */
export function treeNode(ref: ContentNodeRef, content: ContentStore, at: NodeAddresses): TreeNode {
  switch (ref.kind) {
    case 'root': {
      const value = textsByComponent(content.texts())
      const version = content.versionSum()
      return node({ name: 'content', path: '/', value, schema: rootSchemaText, version }, true, at)
    }
    case 'locale':
      return localeNode(ref.locale, content, at)
    case 'component':
      return componentNode(ref.locale, ref.component, content, at)
    case 'text': {
      const [text] = textNodes(ref.locale, ref.component, [ref.key], content, at)
      if (!text) throw new Error(`no text node for ${ref.path}`)
      return text
    }
  }
}

/** The next page's stand-in: named LOAD MORE, its `search` link the address of that page. */
function loadMoreNode(parent: TreeNode, offset: number, at: NodeAddresses): TreeNode {
  return {
    name: LOAD_MORE_NAME,
    path: `${parent.path === '/' ? '' : parent.path}/${LOAD_MORE_SEGMENT}`,
    parent: parent.path,
    value: null,
    schema: '{}',
    version: parent.version,
    links: [
      { rel: 'parent', href: at.node(parent.path) },
      { rel: 'search', href: at.children(parent.path, offset) },
    ],
  }
}

/**
 * The page of the node's children from `offset`: at most CHILDREN_PAGE_SIZE entries; when
 * more remain, the last entry is the LOAD MORE node, so the page holds one child fewer.
 * A locale's children are its components (global first), a component's its texts in the
 * en-US file's order; a text has none.
 */
export function childrenPage(
  ref: ContentNodeRef,
  offset: number,
  content: ContentStore,
  at: NodeAddresses,
): TreeNode[] {
  const page = <T>(all: readonly T[], nodesOf: (items: T[]) => TreeNode[]): TreeNode[] => {
    const more = all.length - offset > CHILDREN_PAGE_SIZE
    const end = offset + (more ? CHILDREN_PAGE_SIZE - 1 : CHILDREN_PAGE_SIZE)
    const children = nodesOf(all.slice(offset, end))
    return more ? [...children, loadMoreNode(treeNode(ref, content, at), end, at)] : children
  }
  switch (ref.kind) {
    case 'root':
      return page(authorableLocales, (locales) => locales.map((locale) => localeNode(locale, content, at)))
    case 'locale':
      return page(authorableComponents, (components) =>
        components.map((component) => componentNode(ref.locale, component, content, at)),
      )
    case 'component':
      return page(textKeysOf(ref.component), (keys) => textNodes(ref.locale, ref.component, keys, content, at))
    case 'text':
      return []
  }
}
