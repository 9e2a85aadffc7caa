import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import type { Locale } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import { messages } from './messages';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function PetPage() {
  const { id } = useParams();
  return <p data-testid="pet-page">pet {id}</p>;
}

/**
 * Renders a tab page at its real path with the pet page beside it (so links can be followed) and the current
 * location in `data-testid="location"`.
 */
export function renderTab(page: ReactElement, tab: 'pedigree' | 'genetics', url: string, locale: Locale = 'en') {
  return renderPage(
    <>
      <Routes>
        <Route path={`pets/:id/${tab}`} element={page} />
        <Route path="pets/:id" element={<PetPage />} />
      </Routes>
      <Location />
    </>,
    { url, path: '/*', messages: messages(locale) },
  );
}
