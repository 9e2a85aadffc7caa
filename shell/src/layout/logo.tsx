import { Group, Text } from '@bc/shared/mantine';

/** The site's mark: a stylised collie head and the name. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="15" fill="var(--mantine-primary-color-filled)" />
        <path d="M9 11l4-4 3 5 3-5 4 4-2 9-5 5-5-5z" fill="#fff" />
        <circle cx="13.5" cy="15" r="1.2" fill="#1a1b1e" />
        <circle cx="18.5" cy="15" r="1.2" fill="#1a1b1e" />
      </svg>
      <Text fw={800} size="lg" visibleFrom="xs">
        BC Pedigree
      </Text>
    </Group>
  );
}
