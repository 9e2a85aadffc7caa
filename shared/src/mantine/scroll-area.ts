import { ScrollArea } from '@mantine/core';
import { registerScrollArea } from './internal/modal-scroll-area';

// Modal compares its `scrollAreaComponent` with this ScrollArea's Autosize (see internal/modal-scroll-area.ts).
registerScrollArea(ScrollArea);

export { ScrollArea };
