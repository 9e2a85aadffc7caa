export { ModalsProvider, modals } from '@mantine/modals';
