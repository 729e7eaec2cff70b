// The entry generators.json names. The generator is TypeScript, and Nx runs a local plugin's
// TypeScript only through @swc-node/register or ts-node (Node 20 cannot strip types), neither of
// which the workspace installs: tsx, which it has, compiles generator.ts on the way in.
const { require: requireTypeScript } = require('tsx/cjs/api');

module.exports = requireTypeScript('./generator.ts', __filename);
