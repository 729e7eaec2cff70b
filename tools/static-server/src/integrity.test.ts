import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  checkSealed,
  integrityOf,
  sealRemote,
  sealRemoteInPlace,
} from '@sheet/static-server/integrity';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sheet-seal-'));
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: [] } } }],
    firstRoute: {
      routes: [{ path: 'terms', files: ['terms.2.js', 'terms.2.css'] }],
      strings: { 'en-us': ['strings-en-us.3.js'] },
    },
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', 'routes.1.js', 'terms.2.js', 'terms.2.css']) {
    writeFileSync(path.join(dir, file), `/* ${file} */`);
  }
  writeFileSync(path.join(dir, 'strings-en-us.3.js'), 'strings');
  writeFileSync(path.join(dir, 'later.4.js'), 'a chunk no manifest line names');
  writeFileSync(path.join(dir, 'later.4.js.map'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sealRemote', () => {
  it('hashes every script and stylesheet (later chunks too), and the manifest it writes', () => {
    const sealed = sealRemote(dir);
    expect(sealed.files).toEqual({
      'later.4.js': sha384('a chunk no manifest line names'),
      'remoteEntry.js': sha384('/* remoteEntry.js */'),
      'routes.1.js': sha384('/* routes.1.js */'),
      'strings-en-us.3.js': sha384('strings'),
      'terms.2.css': sha384('/* terms.2.css */'),
      'terms.2.js': sha384('/* terms.2.js */'),
    });
    expect(JSON.parse(sealed.text).integrity).toEqual(sealed.files);
    expect(sealed.integrity).toBe(integrityOf(sealed.text));
  });

  it('refuses a manifest that names a file the folder does not have', () => {
    rmSync(path.join(dir, 'terms.2.css'));
    expect(() => sealRemote(dir)).toThrow('names files it does not have: terms.2.css');
  });
});

describe('sealRemoteInPlace and checkSealed', () => {
  it('writes the sealed manifest (its .gz too) and finds nothing wrong with it', () => {
    const integrity = sealRemoteInPlace(dir);
    const written = readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
    expect(integrity).toBe(sha384(written));
    expect(gunzipSync(readFileSync(path.join(dir, 'mf-manifest.json.gz'))).toString()).toBe(
      written,
    );
    expect(checkSealed(dir, integrity)).toEqual([]);
  });

  it('names each file changed behind the pointer’s back, and a changed manifest', () => {
    const integrity = sealRemoteInPlace(dir);
    writeFileSync(path.join(dir, 'later.4.js'), 'changed');
    rmSync(path.join(dir, 'terms.2.js'));
    expect(checkSealed(dir, integrity)).toEqual([
      'later.4.js does not match its hash',
      'terms.2.js is missing',
    ]);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    expect(checkSealed(dir, integrity)).toEqual([
      "mf-manifest.json does not match its pointer's hash",
    ]);
  });
});
