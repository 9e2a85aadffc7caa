// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = `${root}lint-fixtures/boundaries/`;

/**
 * The messages the project's ESLint config gives each fixture file. The fixtures are laid out like the repository
 * (`mfe-alpha/src/features/…`, `shell/src`, `shared/src`), so ESLint lints them with the root config as if their folder
 * were the repository; the normal lint run ignores them.
 */
async function lintFixtures(): Promise<Map<string, string[]>> {
  // The boundaries plugin places its element patterns from this folder instead of the repository.
  process.env.ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH = fixtures;
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: `${root}eslint.config.js`, ignore: false });
  const results = await eslint.lintFiles(['**/*.ts']);
  return new Map(
    results.map((result) => [result.filePath.slice(fixtures.length), result.messages.map((message) => `${message.ruleId}: ${message.message}`)]),
  );
}

describe('front-end boundaries (eslint.config.js)', () => {
  it('each rule fires on its deliberate violation, and allowed imports pass', async () => {
    const messages = await lintFixtures();
    const rule = 'boundaries/dependencies: ';
    expect(messages.get('mfe-alpha/src/features/one/imports-other-remote.ts')).toEqual([
      `${rule}A remote never imports another remote: load what it exposes, open its modal or link to its page.`,
    ]);
    expect(messages.get('mfe-alpha/src/features/one/imports-other-feature.ts')).toEqual([
      `${rule}Features never import each other: move what both need to entities/, lib/, ui/ or @bc/shared.`,
    ]);
    expect(messages.get('shell/src/imports-remote.ts')).toEqual([
      `${rule}The shell imports no remote: it loads their pages and modals through federation.`,
    ]);
    expect(messages.get('shared/src/imports-app.ts')).toEqual([`${rule}shared imports no app.`]);
    // a feature may use the remote's entities, and a page its features
    expect(messages.get('mfe-alpha/src/features/one/imports-entity.ts')).toEqual([]);
    expect(messages.get('mfe-alpha/src/pages/imports-features.ts')).toEqual([]);
  }, 60_000);
});
