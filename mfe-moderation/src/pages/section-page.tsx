import type { ComponentType } from 'react';
import { PageLayout, type RouteName } from '@bc/shared';

const pages = new Map<RouteName, ComponentType>();

/**
 * The page of the section with this base route name (`moder-users`, …): its heading, breadcrumbs and description
 * come from that route name. The route comes from the route table when the remote registers its pages, never from
 * the address.
 */
export function sectionPage(route: RouteName): ComponentType {
  let page = pages.get(route);
  if (!page) {
    page = function ModerationSection() {
      return <PageLayout route={route} />;
    };
    pages.set(route, page);
  }
  return page;
}
