// Splits the first route's gzip bytes between what the fixed stack brings (React, the router,
// i18next, zustand and the webpack / Module Federation runtime) and the product's own code and
// strings, by the builds' source maps. The budget is argued over this split, so every bench run
// prints it instead of somebody working it out once by hand.
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** A source that no product team writes: an npm package, or code webpack or MF generate. */
const STACK_SOURCE = /\/node_modules\/|^webpack:\/\/[^/]+\/webpack\//;

/**
 * Characters of the minified file that each side owns. Unmapped characters (webpack's module
 * wrappers) go to the side that owns most of the file; a file without a map (a strings chunk)
 * is product.
 */
function charactersBySide(code, map) {
  const owned = { stack: 0, product: 0, unmapped: 0 };
  if (!map) return { ...owned, product: code.length };
  const lines = code.split('\n');
  const segments = [];
  new SourceMapConsumer(map).eachMapping((segment) => segments.push(segment));
  segments.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end =
      next?.generatedLine === segment.generatedLine
        ? next.generatedColumn
        : (lines[segment.generatedLine - 1]?.length ?? segment.generatedColumn);
    const side = !segment.source
      ? 'unmapped'
      : STACK_SOURCE.test(segment.source)
        ? 'stack'
        : 'product';
    owned[side] += end - segment.generatedColumn;
  });
  const majority = owned.stack >= owned.product ? 'stack' : 'product';
  owned[majority] += owned.unmapped;
  return owned;
}

/**
 * Each file's gzip size shared out between the two sides in proportion to the minified characters
 * each owns (so the figures are estimates to about a KB; their sum is the budget's figure).
 * `fetchText(url)` answers the text, or undefined when there is none.
 */
export async function splitFirstRouteJs(urls, fetchText) {
  const totals = { stackKb: 0, productKb: 0 };
  for (const url of new Set(urls)) {
    const code = await fetchText(url);
    if (code === undefined) continue;
    const mapText = await fetchText(`${url}.map`);
    const owned = charactersBySide(code, mapText && JSON.parse(mapText));
    const kb = gzipSync(code).length / 1024;
    const all = owned.stack + owned.product || 1;
    totals.stackKb += (kb * owned.stack) / all;
    totals.productKb += (kb * owned.product) / all;
  }
  return {
    stackKb: Number(totals.stackKb.toFixed(1)),
    productKb: Number(totals.productKb.toFixed(1)),
  };
}
