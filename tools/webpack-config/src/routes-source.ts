import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import ts from 'typescript';

/** A route of a remote's routes.ts: its path and the chunk name its screen's import gives. */
export type RouteInSource = { path: string; chunk: string | undefined };

/**
 * The `webpackChunkName` a comment gives, read as webpack reads a magic comment (its parser
 * evaluates the comment's text as the properties of an object literal); none for another comment.
 */
function chunkNameIn(comment: string): unknown {
  try {
    const options: unknown = vm.runInNewContext(`(function(){return {${comment}};})()`);
    return typeof options === 'object' && options !== null && 'webpackChunkName' in options
      ? options.webpackChunkName
      : undefined;
  } catch {
    return undefined;
  }
}

/** The `webpackChunkName` of an `import()` call: from the comments before its argument. */
function chunkNameOf(call: ts.CallExpression, source: ts.SourceFile): string | undefined {
  const argument = call.arguments[0];
  if (!argument) return undefined;
  // Between `import(` and the argument: those on the same line (the compiler's "trailing" ones)
  // and those on the lines after.
  const comments = [
    ...(ts.getTrailingCommentRanges(source.text, argument.pos) ?? []),
    ...(ts.getLeadingCommentRanges(source.text, argument.pos) ?? []),
  ];
  for (const comment of comments) {
    if (comment.kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const name = chunkNameIn(source.text.slice(comment.pos + 2, comment.end - 2));
    if (typeof name === 'string') return name;
  }
  return undefined;
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of node.properties) {
    if (
      ts.isPropertyAssignment(member) &&
      (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) &&
      member.name.text === name
    ) {
      return member.initializer;
    }
  }
  return undefined;
}

function firstImportCall(node: ts.Node): ts.CallExpression | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    return node;
  }
  return ts.forEachChild(node, firstImportCall);
}

/**
 * The routes of a remote's routes.ts as the TypeScript compiler reads them, in order: each object
 * literal with a `path` (a string literal) is a route, and the chunk name is the one of the
 * `import()` in its `loadScreen`.
 */
export function routesInSource(file: string): RouteInSource[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const routes: RouteInSource[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const path = property(node, 'path');
      if (path) {
        if (!ts.isStringLiteralLike(path)) {
          throw new Error(`${file}: route path ${path.getText()} is not a string literal`);
        }
        const loadScreen = property(node, 'loadScreen');
        const call = loadScreen && firstImportCall(loadScreen);
        routes.push({ path: path.text, chunk: call && chunkNameOf(call, source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/**
 * What routes.ts and the screens the build reads (route path -> chunk name) disagree on: a route
 * whose screen has no chunk name, a route not declared, a chunk name that differs, a declared route
 * routes.ts does not have, another order. None: they agree.
 */
export function disagreements(
  routes: readonly RouteInSource[],
  screens: Readonly<Record<string, string>>,
): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const declared = screens[route.path];
    if (!route.chunk) found.push(`route "${route.path}" names no screen chunk`);
    else if (declared === undefined) found.push(`route "${route.path}" is not declared`);
    else if (declared !== route.chunk) {
      found.push(`route "${route.path}" loads chunk "${route.chunk}", declared "${declared}"`);
    }
  }
  const paths = routes.map((route) => route.path);
  for (const path of Object.keys(screens)) {
    if (!paths.includes(path)) found.push(`declared route "${path}" is not in routes.ts`);
  }
  if (found.length === 0 && paths.join('\n') !== Object.keys(screens).join('\n')) {
    found.push(`routes are declared in another order than routes.ts has them`);
  }
  return found;
}
