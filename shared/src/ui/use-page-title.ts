import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitleShown } from '../bus/events';

/**
 * Makes `title` (a pet's name, a member's name) the document title of the current page: the shell shows
 * `<title> · BC Pedigree` while this page's path is the current one, instead of the route's generic title.
 * `PageLayout` calls it for a text `title`; a page with a heading of its own calls it directly.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) pageTitleShown({ path: pathname, title });
  }, [title, pathname]);
}
