/**
 * The shared UI layer: the Mantine components, hooks and helpers the apps use, and nothing else. The apps import
 * Mantine only from here (`@bc/shared/mantine`) or from one of its parts (`@bc/shared/mantine/select`, … one file
 * each in this folder); never from `@mantine/*` (a lint rule; `shared/src/build/codemods/mantine-imports.ts` rewrites
 * such imports and sends each name to the module that exports it).
 *
 * Each of these modules is a federation singleton the shell provides: this one with what the shell's own pages draw
 * (it loads with the shell), each part on demand, when a remote's page first needs it. So a page loads the Mantine
 * code it draws, not all of `@mantine/core` (~170 KB gzip), and every app renders the shell's one Mantine (one theme,
 * one MantineProvider context).
 *
 * A remote that needs a component listed nowhere adds a part (a file here re-exporting it, and its name in
 * `MANTINE_PARTS`, shared/src/federation/shared-deps.ts), or adds it here when the shell draws it too. Like any new
 * `@bc/shared` export, the shell is deployed with it before the remote: the shell provides the layer at runtime.
 */
export {
  ActionIcon,
  Anchor,
  Avatar,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Container,
  Group,
  Input,
  List,
  Loader,
  MantineProvider,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  DEFAULT_THEME,
  rem,
  useMantineColorScheme,
} from '@mantine/core';
export type {
  AnchorProps,
  ButtonProps,
  CSSVariablesResolver,
  MantineColorsTuple,
  TextInputProps,
  TitleOrder,
} from '@mantine/core';
export {
  useDebouncedCallback,
  useDebouncedValue,
  useDisclosure,
  useElementSize,
  useFocusTrap,
  useMediaQuery,
  useMergedRef,
} from '@mantine/hooks';
