// The conformance page's answer validators under jest (see jest.config.cjs): the same schema and
// definitions as validators-loader.cjs gives the page, compiled when the test loads them.
const schema = require('../../../docs/host-contract.schema.json');
const { createContractAjv, ref } = require('./contract-ajv.cjs');

const ajv = createContractAjv(schema);
module.exports = Object.fromEntries(
  Object.keys(schema.definitions)
    .filter((name) => name.startsWith('response.'))
    .map((name) => [name, ajv.getSchema(ref(name))]),
);
