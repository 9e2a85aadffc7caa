import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

type MenuModule = typeof import('@bc/shared/mantine/menu');
type MenuComponent = MenuModule['Menu'];
type MenuProps = Omit<Parameters<MenuComponent>[0], 'children' | 'opened' | 'onChange'>;

let loaded: MenuComponent | null = null;
let loading: Promise<MenuComponent> | null = null;

function loadMenu(): Promise<MenuComponent> {
  loading ??= import('@bc/shared/mantine/menu').then(
    (module) => (loaded = module.Menu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

export interface LazyMenuProps extends MenuProps {
  /** The button that opens the menu (drawn the same before and after the menu's code is there). */
  target: ReactElement<TargetProps>;
  /** The dropdown's items, drawn with Mantine's Menu once loaded. */
  dropdown: (Menu: MenuComponent) => ReactNode;
}

/**
 * Mantine's Menu (with Popover and floating-ui: ~20 KB gzip) loaded on the first sign that it is wanted — the pointer
 * over its button, focus on it, a click — instead of with the page: the header's menus are on every page, opened on
 * few. Until then the button is drawn alone, as the menu's target; a click before the code is there opens the menu
 * once it is, and keyboard focus stays on the button.
 */
export function LazyMenu({ target, dropdown, ...props }: LazyMenuProps) {
  const [Menu, setMenu] = useState<MenuComponent | null>(() => loaded);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const button = useRef<HTMLElement>(null);

  useEffect(() => {
    if (Menu && focused.current) button.current?.focus();
  }, [Menu]);

  if (!Menu) {
    const load = (open: boolean) => {
      if (open) setOpened(true);
      loadMenu().then((menu) => setMenu(() => menu), (error: unknown) => console.error('[shell] could not load the menu', error));
    };
    return cloneElement(target, {
      ref: button,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => load(false),
      onFocus: () => {
        focused.current = true;
        load(false);
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: () => load(true),
    });
  }
  return (
    <Menu {...props} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{dropdown(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
