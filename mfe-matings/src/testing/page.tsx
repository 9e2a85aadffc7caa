import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import matings from '../../locales/en.json';

function Location() {
  return <output data-testid="location">{useLocation().pathname + useLocation().search}</output>;
}

function MatingLanding() {
  return <p data-testid="mating-landing">mating {useParams().id}</p>;
}

/**
 * Renders a page of this remote in English at `url`, with the API answering through `mockApi` and the app's global
 * stores; a saved mating's page (`m/:id`) sits beside it, and the current location is in `data-testid="location"`.
 */
export function renderMatingsPage(page: ReactElement, path: string, url: string) {
  return renderPage(
    <>
      <Routes>
        <Route path={path} element={page} />
        {path !== 'm/:id' && <Route path="m/:id" element={<MatingLanding />} />}
      </Routes>
      <Location />
    </>,
    { url, path: '/*', messages: { matings, common } },
  );
}
