export { Alert, Badge, Divider, Skeleton, ThemeIcon } from '@mantine/core';
export type { BadgeProps } from '@mantine/core';
