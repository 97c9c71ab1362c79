import {test} from 'node:test';
import assert from 'node:assert/strict';
import singleVersion, {versionsWithBanner} from '../../plugins/patches/single-version';

const version = (versionName: string, banner: string | null, badge: boolean) => ({versionName, banner, badge});
const docs = (...versions: ReturnType<typeof version>[]) => ({loadedVersions: versions});

test('one unbannered, unbadged version per docs plugin passes', () => {
  assert.deepEqual(
    versionsWithBanner({
      default: docs(version('current', null, false)),
      graphql: docs(version('current', null, false)),
    }),
    [],
  );
});

test('a version that would show a banner or a badge stops the build, naming plugin and version', () => {
  const plugin = singleVersion();
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: docs(version('current', 'unreleased', false), version('1.0', null, true)),
    },
  };
  assert.throws(
    () => plugin.allContentLoaded!({allContent, actions: {} as never} as never),
    (error: Error) =>
      /default\/current \(banner: unreleased\)/.test(error.message) &&
      /default\/1\.0 \(badge\)/.test(error.message) &&
      /SUI_DOCS_STOCK=single-version/.test(error.message),
  );
});

test('a second docs version stops the build too: a reader could prefer one, which the patch leaves out', () => {
  assert.deepEqual(versionsWithBanner({default: docs(version('current', null, false), version('1.0', null, false))}), [
    'default (2 versions, which a reader could prefer one of)',
  ]);
});

test("the preferred-version module's stand-in prefers no version", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../../plugins/patches/single-version/preferredVersionLoader.cjs') as () => string;
  const source = loader();
  for (const name of [
    'DocsPreferredVersionContextProvider',
    'useDocsPreferredVersion',
    'useDocsPreferredVersionByPluginId',
  ]) {
    assert.match(source, new RegExp(`export function ${name}\\(`), name);
  }
  assert.match(source, /preferredVersion: null/);
});
