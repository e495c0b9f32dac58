// @vitest-environment node
// Every prop a widget gives a DOM element is in the React runtime's contract
// (dom-props.ts), read from the source with the TypeScript compiler: a name the contract
// lacks fails here, before it fails at runtime in a test or, in the shipped bundle,
// does nothing. A prop reaches an element three ways, and all three are read: written
// on it (<button onClick>), spread onto it from an object (<input {...control}>), or
// given to a component that hands React's DOM props on to an element (<Field required>,
// whose props extend React's InputHTMLAttributes: any prop declared by one of React's
// DOM attribute types).
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { domPropProblem } from './dom-props'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface DomProp {
  /** The element's tag; for a component, the element its props' React type is for, else the component's name. */
  element: string
  name: string
  /** file:line of the JSX that gives it. */
  where: string
}

function compilerOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options
}

// React's types for what an element takes: HTMLAttributes, InputHTMLAttributes,
// DOMAttributes (events), AriaAttributes, SVGAttributes. Not Attributes (key) nor a
// component's own props such as a context provider's value.
const domAttributeTypes = /^\w*(HTML|SVG|DOM|Aria)Attributes$/
const isReactDomProp = (symbol: ts.Symbol | undefined) =>
  symbol?.declarations?.some(
    (declaration) =>
      /[\\/]@types[\\/]react[\\/]/.test(declaration.getSourceFile().fileName) &&
      ts.isInterfaceDeclaration(declaration.parent) &&
      domAttributeTypes.test(declaration.parent.name.text),
  ) ?? false

// The element React's types declare a prop for: InputHTMLAttributes is <input>'s.
const elementOfInterface: Record<string, string> = { Anchor: 'a' }
function declaredElement(symbol: ts.Symbol): string | undefined {
  const owner = symbol.declarations?.[0]?.parent
  const prefix =
    owner && ts.isInterfaceDeclaration(owner) ? /^(\w+)HTMLAttributes$/.exec(owner.name.text)?.[1] : undefined
  return !prefix || prefix === 'All' ? undefined : (elementOfInterface[prefix] ?? prefix.toLowerCase())
}

/** The element a component hands React's DOM props to: the one its props' React type is for (FieldProps extends InputHTMLAttributes). */
function handedTo(props: ts.Type): string | undefined {
  for (const prop of props.getProperties()) {
    const element = declaredElement(prop)
    if (element) return element
  }
  return undefined
}

/** The props the JSX of `files` gives DOM elements. */
function domPropsOf(program: ts.Program, files: readonly string[]): DomProp[] {
  const checker = program.getTypeChecker()
  const found: DomProp[] = []
  for (const file of files) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`TypeScript did not read ${file}`)
    const visit = (node: ts.Node): void => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source)
        const where = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
        const intrinsic = /^[a-z][\w-]*$/.test(tag)
        // A component's props: the first parameter of its function, or of its class's constructor.
        const component = intrinsic ? undefined : checker.getTypeAtLocation(node.tagName)
        const signature = component && [...component.getCallSignatures(), ...component.getConstructSignatures()][0]
        const propsParameter = signature?.parameters[0]
        const propsType = propsParameter && checker.getTypeOfSymbol(propsParameter)
        const element = propsType && handedTo(propsType)
        const give = (name: string) => {
          if (intrinsic) {
            found.push({ element: tag, name, where })
            return
          }
          const prop = propsType?.getProperty(name)
          if (prop && isReactDomProp(prop))
            found.push({ element: declaredElement(prop) ?? element ?? tag, name, where })
        }
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute)) give(attribute.name.getText(source))
          else
            for (const prop of checker.getPropertiesOfType(checker.getTypeAtLocation(attribute.expression))) {
              // On an element, React's own props spread from a component's rest are the
              // ones its callers wrote, read at each call.
              if (!(intrinsic && isReactDomProp(prop))) give(prop.name)
            }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

const example = join(root, 'runtime/react/dom-props-example.tsx')
const exampleSource = `
  import type { InputHTMLAttributes } from 'react'
  const control = { id: 'name', 'aria-invalid': true }
  function Named({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
    return <label className="field">{label}<input {...control} {...input} /></label>
  }
  export const named = <Named key="name" label="Name" required onDoubleClick={() => {}} />
`
const widgets = ts.sys.readDirectory(join(root, 'widgets'), ['.tsx']).filter((file) => !file.endsWith('.test.tsx'))

/** One program for the widgets and the example beside them (it costs seconds to build). */
function widgetsProgram(): ts.Program {
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const readSource = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, ...rest) =>
    name === example
      ? ts.createSourceFile(name, exampleSource, language, true, ts.ScriptKind.TSX)
      : readSource(name, language, ...rest)
  return ts.createProgram({ rootNames: [...widgets, example], options, host })
}

describe('the DOM props the widgets use', () => {
  let program: ts.Program
  beforeAll(() => {
    program = widgetsProgram()
  }, 60_000)

  // The first to ask the program's type checker, which then binds every widget's file: seconds on a busy machine.
  it('are read when written on an element, spread onto it, or handed on by a component', () => {
    expect(domPropsOf(program, [example]).map(({ element, name }) => `<${element} ${name}>`)).toEqual([
      '<label className>',
      '<input id>',
      '<input aria-invalid>',
      '<input required>',
      '<input onDoubleClick>',
    ])
  }, 60_000)

  it('are all in the React runtime contract', () => {
    const props = domPropsOf(program, widgets)
    const problems = props.flatMap(({ element, name, where }) => {
      const problem = domPropProblem(element, name)
      return problem ? [`${where}: ${problem}`] : []
    })

    expect(props.length).toBeGreaterThan(0)
    expect(
      problems,
      'A widget gives an element a prop the React runtime does not offer: use what each line says, or extend the contract (runtime/react/dom-props.ts, its README.md and a test in react.test.ts)',
    ).toEqual([])
  }, 60_000)
})
