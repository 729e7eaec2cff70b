// @ts-check
/**
 * What the shell's entry name must follow besides its modules (`output.hashSalt`): the build's hash
 * covers the modules, not what happens to the files after it is taken (minification, the compile
 * hint), so the entry, named by that hash, would keep its name for other bytes under an immutable
 * cache header (ADR 0006). This build configuration's files and the versions of the tools that
 * write the output.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

const BUILD_SIGNATURE = createHash('sha256')
  .update(
    fs
      .readdirSync(__dirname)
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n'),
  )
  .update(
    ['webpack', 'terser', '@module-federation/enhanced']
      .map(
        (name) => require(path.join(workspaceRoot, 'node_modules', name, 'package.json')).version,
      )
      .join(' '),
  )
  .digest('hex')
  .slice(0, 16);

module.exports = { BUILD_SIGNATURE };
