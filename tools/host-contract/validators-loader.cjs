// @ts-check
/**
 * Webpack loader for `docs/host-contract.schema.json?validators`: Ajv compiles a validator of each
 * answer the schema defines (`response.<call>`, `response.error`) into plain code at build time,
 * the default export mapping each definition to its validator. The page runs under a
 * Content-Security-Policy without `unsafe-eval`, where Ajv could not compile at run time.
 */
const standaloneCode = require('ajv/dist/standalone').default;
const { createContractAjv, ref } = require('./lib/contract-ajv.cjs');

/** @this {{ cacheable?: () => void }} @param {string} source the schema's text */
module.exports = function validatorsLoader(source) {
  const schema = JSON.parse(source);
  const ajv = createContractAjv(schema, { code: { source: true, esm: true } });
  const definitions = Object.keys(schema.definitions).filter((name) =>
    name.startsWith('response.'),
  );
  /** @type {Record<string, string>} */
  const exported = {};
  definitions.forEach((name, index) => (exported[`validate${index}`] = ref(name)));
  const entries = definitions.map((name, index) => `${JSON.stringify(name)}: validate${index}`);
  return `${standaloneCode(ajv, exported)}\nexport default { ${entries.join(', ')} };\n`;
};
