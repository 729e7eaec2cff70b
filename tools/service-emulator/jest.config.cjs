// lowdb (and steno) are ESM only, and so is `cookie`, which fastify's `inject` (light-my-request)
// requires: swc transpiles them to CommonJS. The last node_modules segment of a path decides.
module.exports = {
  ...require('../../jest.preset.cjs')(__dirname),
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(lowdb|steno|cookie)/)(?!.*node_modules/)'],
};
