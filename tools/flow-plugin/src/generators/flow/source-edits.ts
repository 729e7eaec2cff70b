import type { Tree } from '@nx/devkit';
import ts from 'typescript';

/**
 * Small edits of the hand-written lists the sheet keeps its remotes in (a `const` array or object,
 * or a declared object type), found by the variable's name with the TypeScript parser: an entry is
 * added after the last one and prettier lays it out. A list that is not where or what it was
 * expected to be stops the generator with the file and the name, before anything is written.
 */

function parse(tree: Tree, file: string): ts.SourceFile {
  const text = tree.read(file, 'utf-8');
  if (text === null)
    throw new Error(`${file} is missing: the flow generator registers remotes there`);
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function declarationOf(source: ts.SourceFile, name: string): ts.VariableDeclaration {
  let found: ts.VariableDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found ??= node;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${source.fileName}: no \`${name}\` declared`);
  return found;
}

/** The literal a `const` is initialised with, through `as const`, `satisfies` and parentheses. */
function initialiserOf(source: ts.SourceFile, name: string): ts.Expression {
  let node = declarationOf(source, name).initializer;
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node))
  ) {
    node = node.expression;
  }
  if (!node) throw new Error(`${source.fileName}: \`${name}\` has no value`);
  return node;
}

function arrayOf(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const node = initialiserOf(source, name);
  if (!ts.isArrayLiteralExpression(node)) {
    throw new Error(`${source.fileName}: \`${name}\` is not an array literal`);
  }
  return node;
}

function objectOf(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const node = initialiserOf(source, name);
  if (!ts.isObjectLiteralExpression(node)) {
    throw new Error(`${source.fileName}: \`${name}\` is not an object literal`);
  }
  return node;
}

/** `text` added to a list after its last item (keeping a trailing comma), or in the empty list. */
function insertAfterLast(
  tree: Tree,
  source: ts.SourceFile,
  items: ts.NodeArray<ts.Node>,
  text: string,
): void {
  const content = source.getFullText();
  const last = items.at(-1);
  let edited: string;
  if (!last) {
    edited = `${content.slice(0, items.pos)}${text}${content.slice(items.pos)}`;
  } else if (items.hasTrailingComma) {
    const comma = content.indexOf(',', last.getEnd()) + 1;
    edited = `${content.slice(0, comma)} ${text},${content.slice(comma)}`;
  } else {
    edited = `${content.slice(0, last.getEnd())}, ${text}${content.slice(last.getEnd())}`;
  }
  tree.write(source.fileName, edited);
}

const keyText = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;

/** The string elements of a `const` array. */
export function stringsOf(tree: Tree, path: string, name: string): string[] {
  return arrayOf(parse(tree, path), name).elements.flatMap((element) =>
    ts.isStringLiteralLike(element) ? [element.text] : [],
  );
}

/** Each key of a `const` object with the strings its value holds (a string or an array of them). */
export function stringEntriesOf(tree: Tree, path: string, name: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const property of objectOf(parse(tree, path), name).properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = keyText(property.name);
    if (key === undefined) continue;
    const value = property.initializer;
    const strings: string[] = [];
    const collect = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) strings.push(node.text);
      ts.forEachChild(node, collect);
    };
    collect(value);
    entries.set(key, strings);
  }
  return entries;
}

/** Adds `'value'` to a `const` array of strings. */
export function addArrayString(tree: Tree, path: string, name: string, value: string): void {
  const source = parse(tree, path);
  const array = arrayOf(source, name);
  if (array.elements.some((element) => ts.isStringLiteralLike(element) && element.text === value)) {
    throw new Error(`${path}: \`${name}\` has '${value}' already`);
  }
  insertAfterLast(tree, source, array.elements, `'${value}'`);
}

/** Adds `key: valueSource` to a `const` object literal. */
export function addObjectEntry(
  tree: Tree,
  path: string,
  name: string,
  key: string,
  valueSource: string,
): void {
  const source = parse(tree, path);
  const object = objectOf(source, name);
  if (object.properties.some((property) => property.name && keyText(property.name) === key)) {
    throw new Error(`${path}: \`${name}\` has ${key} already`);
  }
  insertAfterLast(tree, source, object.properties, `${propertyKey(key)}: ${valueSource}`);
}

/** Adds `key: typeSource;` to the object type a variable is declared with (`declare const X: {…}`). */
export function addTypeEntry(
  tree: Tree,
  path: string,
  name: string,
  key: string,
  typeSource: string,
): void {
  const source = parse(tree, path);
  const type = declarationOf(source, name).type;
  if (!type || !ts.isTypeLiteralNode(type)) {
    throw new Error(`${path}: \`${name}\` is not declared with an object type`);
  }
  if (type.members.some((member) => member.name && keyText(member.name) === key)) {
    throw new Error(`${path}: \`${name}\` has ${key} already`);
  }
  const content = source.getFullText();
  const last = type.members.at(-1);
  const at = last ? last.getEnd() : type.members.pos;
  const entry = `${last && !content.slice(0, at).endsWith(';') ? ';' : ''} ${propertyKey(key)}: ${typeSource};`;
  tree.write(path, `${content.slice(0, at)}${entry}${content.slice(at)}`);
}

const propertyKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);
