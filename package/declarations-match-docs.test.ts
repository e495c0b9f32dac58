// @vitest-environment node
// The package's declarations, the loader and the docs name the same elements,
// attributes and events: read from the declarations by the TypeScript checker, from the
// loader's list, and from the tables of docs/embedding.md and docs/events.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { WIDGET_NAMES } from '../loader/widget-names'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The property names of each member of an exported interface: { element: [attribute, ...] }. */
function declaredMembers(file: string, name: string): Record<string, string[]> {
  const path = join(root, file)
  const program = ts.createProgram([path], { strict: true, noEmit: true, skipLibCheck: true, types: [] })
  const checker = program.getTypeChecker()
  const declaration = program
    .getSourceFile(path)
    ?.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === name)
  if (!declaration) throw new Error(`${file} declares no interface ${name}`)
  const members: Record<string, string[]> = {}
  for (const member of checker.getTypeAtLocation(declaration).getProperties()) {
    const type = checker.getTypeOfSymbolAtLocation(member, declaration)
    members[member.name] = type.getProperties().map((property) => property.name)
  }
  return members
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The attributes in each `### <dx-name>` section's table of docs/embedding.md (a section without one has none). */
function documentedAttributes(): Record<string, string[]> {
  const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8')
  const sections: Record<string, string[]> = {}
  for (const [, name, body = ''] of docs.matchAll(/^### `<dx-([a-z-]+)>`[^\n]*\n([\s\S]*?)(?=^#)/gm)) {
    const firstCells = body.match(/^\| [^|]+/gm)?.slice(2) ?? []
    sections[name as string] = firstCells.flatMap((cell) =>
      [...cell.matchAll(/`([a-z-]+)`/g)].map((match) => match[1] as string),
    )
  }
  return sections
}

describe('the package declarations', () => {
  const declared = declaredMembers('core/element-attributes.ts', 'DxElementAttributes')

  it('declare the attributes of every element the loader defines, and no other element', () => {
    expect(Object.keys(declared).sort()).toEqual([...WIDGET_NAMES].sort())
  })

  it('declare the attributes docs/embedding.md documents, element by element', () => {
    const asHtml = Object.fromEntries(
      Object.entries(declared).map(([element, attributes]) => [element, attributes.map(kebabCase).sort()]),
    )
    const documented = Object.fromEntries(
      Object.entries(documentedAttributes()).map(([element, attributes]) => [element, attributes.sort()]),
    )
    expect(asHtml).toEqual(documented)
  })

  it('declare the events docs/events.md documents', () => {
    const events = Object.keys(declaredMembers('core/dx-events.ts', 'DxEventDetails')).map((name) => `dx:${name}`)
    const docs = readFileSync(join(root, 'docs/events.md'), 'utf8')
    const documented = [...docs.matchAll(/^\| `(dx:[a-z-]+)`/gm)].map((match) => match[1])
    expect(events.sort()).toEqual(documented.sort())
  })
})
