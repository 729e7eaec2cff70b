// @ts-check
/**
 * Ajv for the contract's schema, shared by the generator (it checks the examples), the unit tests
 * and the conformance page's build (which compiles validators ahead of time: no eval under the
 * page's Content-Security-Policy). The schema's `x-` keywords (time-outs, interactive, error codes)
 * are annotations: registered so strict mode still reports any other unknown keyword.
 */
const Ajv = require('ajv');

/** Every `x-` keyword used anywhere in the schema. */
function annotationKeywords(/** @type {unknown} */ node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => annotationKeywords(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      else annotationKeywords(value, found);
    }
  }
  return found;
}

/**
 * An Ajv holding the schema under the key `contract`: `ajv.getSchema(ref('request.getDeviceId'))`.
 * @param {object} schema the generated docs/host-contract.schema.json
 * @param {import('ajv').Options} [options]
 */
function createContractAjv(schema, options = {}) {
  const ajv = new Ajv.default({ strict: true, allErrors: true, ...options });
  ajv.addVocabulary([...annotationKeywords(schema)]);
  ajv.addSchema(schema, 'contract');
  return ajv;
}

/** The reference to one definition of the schema, e.g. `contract#/definitions/request.getDeviceId`. */
const ref = (/** @type {string} */ definition) => `contract#/definitions/${definition}`;

module.exports = { createContractAjv, ref };
