// The props of an intrinsic element (<div>, <input>) that the React runtime promises to
// treat as React does. Preact sets a prop as the element's DOM property when it has one
// by that exact name, else as an attribute of that exact name; it binds `onName` to the
// event `name` when the element has an `onname` property, else to the event `Name`,
// case kept. Each name below was checked to land where React puts it, or is mapped by
// react.ts. Anything else fails in development and tests (react.ts); the test beside
// this file fails when a widget uses a name this list lacks. README.md beside it is the
// contract in words.

/** Names Preact gives the DOM just as React does. */
const asReact = new Set([
  // Preact's createElement takes these apart from the DOM's props, as React's does.
  'children',
  'key',
  'ref',
  // A DOM property or a (case-insensitive) HTML attribute of the same name.
  'abbr',
  'alt',
  'autoComplete',
  'checked',
  'className',
  'colSpan',
  'dateTime',
  'dir',
  'disabled',
  'hidden',
  'href',
  'htmlFor',
  'id',
  'inputMode',
  'lang',
  'maxLength',
  'min',
  'name',
  'noValidate',
  'placeholder',
  'rel',
  'required',
  'role',
  'rows',
  'scope',
  'src',
  'tabIndex',
  'target',
  'title',
  'type',
  'value',
  // Events whose lower-cased name is the DOM's, and which bubble as React's do.
  'onClick',
  'onKeyDown',
  'onMouseDown',
  'onPointerEnter',
  'onSubmit',
])

/**
 * React's names react.ts maps onto the DOM's: a text field's onChange fires at every
 * keystroke (the input event), a checkbox's, radio's, file's and select's at the change
 * event; onFocus and onBlur bubble from a child (focusin, focusout); spellCheck={false}
 * reaches the spellcheck property (Preact would drop the attribute).
 */
const mapped = new Set(['onChange', 'onFocus', 'onBlur', 'spellCheck'])

// React's onChange on any other element (a form) hears its fields' keystrokes; the DOM's
// change event there only hears them commit.
const onChangeElements = ['input', 'select', 'textarea']

/** React names Preact would silently mistreat, with what to write instead. */
const reactOnly: Record<string, string> = {
  onDoubleClick:
    'Preact listens for an event named "DoubleClick", which never fires (the DOM\'s is dblclick, and React has no onDblClick): use onClick and act when event.detail is 2',
  onCompositionStart:
    'Preact listens for an event named "CompositionStart", which never fires: add a compositionstart listener through a ref in an effect',
  onCompositionUpdate:
    'Preact listens for an event named "CompositionUpdate", which never fires: add a compositionupdate listener through a ref in an effect',
  onCompositionEnd:
    'Preact listens for an event named "CompositionEnd", which never fires: add a compositionend listener through a ref in an effect',
  onDragExit: 'no browser fires dragexit: use onDragLeave',
  autoFocus:
    'React focuses the element when it mounts, Preact only sets the autofocus attribute, which browsers honour once per page: focus it through a ref in an effect',
}

// SVG presentation attributes React spells in camelCase (strokeWidth for stroke-width):
// Preact sets the attribute under the camelCase name, which SVG ignores. Only those with
// a kebab-case SVG spelling; viewBox and the like are camelCase in SVG too.
const svgCamelCase =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|enable|fill|flood|font|glyph(?!R)|horiz|image|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Why `name` on `<element>` is not offered and what to write instead, or undefined when
 * the runtime treats it as React does.
 */
export function domPropProblem(element: string, name: string): string | undefined {
  if (name.startsWith('aria-') || name.startsWith('data-') || asReact.has(name)) return undefined
  const where = `${name} on <${element}>`
  if (name === 'onChange' && !onChangeElements.includes(element))
    return `${where}: React's fires at every keystroke in the fields inside, the DOM's change event only when one commits: put onChange on each <input>, <select> or <textarea>`
  if (mapped.has(name)) return undefined
  const advice = reactOnly[name.replace(/Capture$/, '')]
  if (advice) return `${where}: ${advice}`
  if (svgCamelCase.test(name))
    return `${where}: SVG reads the attribute ${kebab(name)}, and Preact sets ${name} as it is, which SVG ignores: set ${kebab(name)} in the widget's CSS`
  return `${where} is not in the React runtime's contract (runtime/react/README.md), so Preact may treat it unlike React: check where Preact puts it (a DOM property or attribute of that exact name, an event of the lower-cased name), then extend the contract in runtime/react/dom-props.ts with a test, or map it in runtime/react/react.ts`
}
