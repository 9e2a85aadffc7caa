import { TextInput } from '@bc/shared/mantine';
import { type SelectProps } from '@bc/shared/mantine/select';
import { useEffect, useRef, useState } from 'react';

type SelectComponent = (typeof import('@bc/shared/mantine/select'))['Select'];
export type LazySelectProps = SelectProps<string>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;

function loadSelect(): Promise<SelectComponent> {
  loading ??= import('@bc/shared/mantine/select').then(
    (module) => (loaded = module.Select),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The label of the chosen option, as Select shows it in its input. */
function chosenLabel(data: LazySelectProps['data'], value: LazySelectProps['value']): string {
  if (value === null || value === undefined) return '';
  for (const item of data ?? []) {
    if (typeof item === 'object' && item !== null && 'value' in item && item.value === value) return String(item.label ?? item.value);
    if (item === value) return String(item);
  }
  return '';
}

const Chevron = () => (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true">
    <path d="M4 6l3.5 3.5L11 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Mantine's Select (with Combobox, Popover and floating-ui: ~28 KB gzip) loaded on the first sign that it is wanted —
 * the pointer over it, focus, a touch, a click — instead of with the page: the pedigree chart's health-test picker is on
 * every tree, used on few. Until then an input that looks the same stands in (label, placeholder, the chosen option);
 * a click before the code is there opens the dropdown once it is, and keyboard focus moves to the real input.
 */
export function LazySelect(props: LazySelectProps) {
  const [Select, setSelect] = useState<SelectComponent | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (Select && focused.current) input.current?.focus();
  }, [Select]);

  if (Select) return <Select {...props} ref={input} defaultDropdownOpened={open || props.defaultDropdownOpened} />;

  const load = (opening: boolean) => {
    if (opening) setOpen(true);
    loadSelect().then(
      (select) => setSelect(() => select),
      (error: unknown) => console.error('[pedigree] could not load the select', error),
    );
  };
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      className={props.className}
      value={chosenLabel(props.data, props.value)}
      readOnly
      pointer
      // announced as what it stands in for (Mantine's Select input is a combobox)
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => load(false)}
      onTouchStart={() => load(false)}
      onFocus={() => {
        focused.current = true;
        load(false);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => load(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') load(true);
      }}
    />
  );
}
