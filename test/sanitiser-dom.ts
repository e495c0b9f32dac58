// Two places where happy-dom answers otherwise than browsers, both read by DOMPurify
// (the authoring editor's sanitiser), whose tests would else pass or fail for happy-dom's
// reasons instead of the code's. Each is made to answer as the DOM standard says. A test
// of code that sanitises imports this file first, before DOMPurify reads the DOM.
//
// 1. Node.prototype's nodeName getter answers '' in happy-dom (each node class has a
//    getter of its own); in browsers it gives the node's name. DOMPurify reads names
//    through it, so that a clobbered element cannot lie about its own.
// 2. A NodeIterator whose current node is removed carries on from where that node stood
//    (the standard's pre-removing steps); happy-dom's stops there. DOMPurify walks the
//    markup with one and removes what it walks.

function patchNodeName(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get
        if (own) return own.call(this)
      }
      return base?.call(this) ?? ''
    },
  })
}

/** The node after `node` in tree order inside `root`, its own descendants skipped when `skipChildren`. */
function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling
  return null
}

function lastInclusiveDescendant(node: Node): Node {
  let last = node
  while (last.lastChild) last = last.lastChild
  return last
}

/** The whatToShow bit of a node type (NodeFilter.SHOW_ELEMENT is 1 << (ELEMENT_NODE - 1)). */
const shows = (whatToShow: number, node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0

class StandardNodeIterator {
  reference: Node
  pointerBeforeReference = true

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {
    this.reference = root
  }

  private accepts(node: Node): boolean {
    if (!shows(this.whatToShow, node)) return false
    const filter = this.filter
    if (!filter) return true
    const answer = typeof filter === 'function' ? filter(node) : filter.acceptNode(node)
    return answer === NodeFilter.FILTER_ACCEPT
  }

  nextNode(): Node | null {
    let node: Node | null = this.reference
    let before = this.pointerBeforeReference
    for (;;) {
      if (before) before = false
      else {
        node = node && following(node, this.root)
        if (!node) {
          live.delete(this)
          return null
        }
      }
      if (node && this.accepts(node)) break
    }
    this.reference = node
    this.pointerBeforeReference = false
    return node
  }

  /** The standard's NodeIterator pre-removing steps. */
  beforeRemoving(removed: Node): void {
    if (removed === this.root || !removed.contains(this.reference) || !this.root.contains(removed)) return
    if (this.pointerBeforeReference) {
      const next = following(removed, this.root, true)
      if (next) {
        this.reference = next
        return
      }
      this.pointerBeforeReference = false
    }
    const previous = removed.previousSibling
    this.reference = previous ? lastInclusiveDescendant(previous) : (removed.parentNode ?? this.root)
  }
}

const live = new Set<StandardNodeIterator>()

function patchNodeIterator(): void {
  // On the prototype that holds it: happy-dom's document classes are its own subclasses.
  let owner = Object.getPrototypeOf(document)
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner)
  owner.createNodeIterator = (root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) => {
    const iterator = new StandardNodeIterator(root, whatToShow, filter)
    live.add(iterator)
    return iterator as unknown as NodeIterator
  }
  const removeChild = Node.prototype.removeChild
  Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
    for (const iterator of live) iterator.beforeRemoving(child)
    return removeChild.call(this, child) as T
  }
}

if (typeof document !== 'undefined') {
  patchNodeName()
  patchNodeIterator()
}
