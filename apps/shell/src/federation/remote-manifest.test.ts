import { parseRemoteManifest, RemoteManifestError } from './remote-manifest';
import { REMOTE_NAMES } from './remote-names';

/** A URL for every remote there is (a generated flow adds one: tools/flow-plugin). */
const complete: Record<string, string> = {
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:4299/${name}.json`])),
  create_account: 'http://127.0.0.1:4201/mf-manifest.json',
  carrier_linking: '/remotes/carrier/mf-manifest.json',
};

describe('parseRemoteManifest', () => {
  it('resolves relative URLs against where remotes.json came from', () => {
    const manifest = parseRemoteManifest(complete, 'https://sheet.example/remotes.json');
    expect(manifest.carrier_linking).toEqual({
      url: 'https://sheet.example/remotes/carrier/mf-manifest.json',
    });
    expect(manifest.create_account).toEqual({ url: 'http://127.0.0.1:4201/mf-manifest.json' });
  });

  it('reads a production pointer: the manifest and its hash', () => {
    const integrity = `sha384-${'a'.repeat(64)}`;
    const manifest = parseRemoteManifest(
      { ...complete, terms_privacy: { manifest: '/terms/v2/mf-manifest.json', integrity } },
      'https://sheet.example/remotes.json',
    );
    expect(manifest.terms_privacy).toEqual({
      url: 'https://sheet.example/terms/v2/mf-manifest.json',
      integrity,
    });
  });

  it('refuses a pointer whose integrity is missing or not a hash', () => {
    for (const integrity of [undefined, '', 'md5-abc', 'sha384-not a hash']) {
      expect(() =>
        parseRemoteManifest(
          { ...complete, terms_privacy: { manifest: '/terms/mf-manifest.json', integrity } },
          'https://sheet.example/',
        ),
      ).toThrow(new RemoteManifestError('remotes.json has no valid integrity for terms_privacy'));
    }
  });

  it('names the remote that has no URL', () => {
    const { terms_privacy: _omitted, ...incomplete } = complete;
    expect(() => parseRemoteManifest(incomplete, 'https://sheet.example/')).toThrow(
      new RemoteManifestError('remotes.json has no URL for terms_privacy'),
    );
  });

  it('refuses something that is not an object', () => {
    expect(() => parseRemoteManifest(null, 'https://sheet.example/')).toThrow(RemoteManifestError);
  });
});
