import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { $locale } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import matings from '../../locales/en.json';

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
    </>
  );
}

function PetPage() {
  return <p data-testid="pet-page">pet {useParams().id}</p>;
}

/** Effect → mock handler pairs for `fork`. */
export type Handlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

/**
 * Renders a page of this remote in English at `url` (its path under the locale, e.g. `possible-mating`), inside an
 * Effector scope whose effects answer with `handlers`; the pet page sits beside it so links can be followed, the
 * current location is in `data-testid="location"` and a "history back" button steps back.
 */
export async function renderInScope(page: ReactElement, path: string, url: string, handlers: Handlers = []): Promise<Scope> {
  const scope = fork({ values: [[$locale, 'en']], handlers });
  await renderPage(
    <Provider value={scope}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="pets/:id" element={<PetPage />} />
      </Routes>
      <Location />
    </Provider>,
    { url, path: '/*', messages: { matings, common } },
  );
  return scope;
}
