/**
 * What the shell provides to the remotes as `react-router`: the parts of React Router the apps use, so the shell's
 * bundle keeps those instead of the whole package (~60 KB gzip against ~30). A remote that needs another export adds
 * it here (provided.test.ts fails until then); like any `@bc/shared` change, the shell is deployed first.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
  useHref,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router';
