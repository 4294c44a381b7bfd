import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'

/**
 * Words a person reads that were written into the code instead of a catalogue of src/messages.
 * Found with Babel's parser, not a pattern over the text, so a string is judged by where it sits:
 * - text between JSX tags;
 * - a string given to a prop or property people read (a label, a title, a message…);
 * - anywhere else, a string that reads as a sentence (a capital, words, a space).
 * An `Error`'s message is for developers and the journal, and is not counted.
 */
export type Literal = { file: string; line: number; text: string }

/** The folders whose code puts words on the screen. */
export const scannedRoots = ['src/views', 'src/design', 'src/machines', 'src/services']

const readProp =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|alt|title|label|placeholder|description|heading|message|hint|caption|summary|text|tooltip|[a-z]+(Label|Message|Text|Title|Description|Heading|Hint|Summary))$/
const sentence = /^\p{Lu}[\p{Ll}'’]*(\s+\S+)+/u
const letter = /\p{L}/u

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function nameOf(key: unknown): string | undefined {
  if (!isNode(key)) return undefined
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name as string
  if (key.type === 'StringLiteral') return key.value as string
  return undefined
}

/** The text of a string or a template (its fixed parts), or undefined for any other node. */
function textOf(node: Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value as string
  if (node.type === 'TemplateLiteral')
    return (node.quasis as Node[])
      .map((quasi) => (quasi.value as { cooked: string }).cooked)
      .join(' ')
  return undefined
}

function skipped(node: Node, parent: Node | undefined): boolean {
  if (!parent) return false
  if (parent.type === 'NewExpression' || parent.type === 'CallExpression') {
    const callee = parent.callee as Node
    if (callee.type === 'Identifier' && /Error$/.test(callee.name as string)) return true
  }
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration') return true
  if (parent.type === 'ExportAllDeclaration' || parent.type === 'ImportExpression') return true
  if (parent.type === 'TSLiteralType' || parent.type === 'TSEnumMember') return true
  return (
    (parent.type === 'ObjectProperty' || parent.type === 'ClassProperty') && parent.key === node
  )
}

export function literalsIn(file: string, source: string): Literal[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'],
  })
  const found: Literal[] = []
  const report = (node: Node, text: string) =>
    found.push({ file, line: node.loc?.start.line ?? 0, text: text.trim() })

  function visit(node: Node, parent: Node | undefined, readable: boolean) {
    if (node.type === 'JSXText') {
      if (letter.test(node.value as string)) report(node, node.value as string)
      return
    }
    const text = textOf(node)
    if (text !== undefined) {
      if (!skipped(node, parent) && (readable ? letter.test(text) : sentence.test(text.trim())))
        report(node, text)
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
      const childReadable = readableChild(node, key, readable)
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item, node, childReadable)
      } else if (isNode(child)) visit(child, node, childReadable)
    }
  }

  visit(ast.program as unknown as Node, undefined, false)
  return found
}

/** Whether a child's strings are read by people: a prop or property named for it, or a JSX child. */
function readableChild(node: Node, key: string, readable: boolean): boolean {
  if (node.type === 'JSXAttribute' && key === 'value') return readProp.test(nameOf(node.name) ?? '')
  if (node.type === 'ObjectProperty' && key === 'value')
    return readProp.test(nameOf(node.key) ?? '')
  if (node.type === 'JSXExpressionContainer') return readable
  if ((node.type === 'JSXElement' || node.type === 'JSXFragment') && key === 'children') return true
  if (node.type === 'ConditionalExpression' || node.type === 'LogicalExpression') return readable
  return false
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(css|gen)\.ts$|\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Every literal of the scanned folders. */
export function literalsInCode(roots = scannedRoots): Literal[] {
  return roots.flatMap((root) =>
    sourceFiles(root).flatMap((file) => literalsIn(file, readFileSync(file, 'utf8'))),
  )
}
