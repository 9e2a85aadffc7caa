// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appSources, namedImports } from '../build/app-imports';
import * as reactI18next from './react-i18next';
import * as reactRouter from './react-router';

/**
 * The shell provides React Router and react-i18next to the remotes as the parts of them the apps use (shared/src/
 * provided): an app that imports anything else from them would get `undefined` from the shell. These checks fail
 * first. (The shell's own imports are bundled with the shell and may use anything.)
 */
const imports = namedImports(appSources(/^(shared|mfe-[a-z]+)\/src\/.*\.tsx?$/).filter((file) => !file.startsWith('shared/src/provided/') && !file.startsWith('shared/src/testing/')));

const unprovided = (module: string, provided: object) =>
  imports
    .filter((entry) => entry.module === module)
    .flatMap((entry) => entry.names.filter((name) => !(name in provided)).map((name) => `${entry.file}: ${name}`));

describe('what the shell provides in place of whole packages', () => {
  it('covers every React Router export the remotes and shared use', () => {
    expect(unprovided('react-router', reactRouter)).toEqual([]);
  });

  it('covers every react-i18next export they use (Trans comes from @bc/shared/trans)', () => {
    expect(unprovided('react-i18next', reactI18next)).toEqual([]);
  });

  it('leaves react-router/dom to the shell (it needs React Router’s internals)', () => {
    expect(imports.filter((entry) => entry.module === 'react-router/dom').map((entry) => entry.file)).toEqual([]);
  });
});
