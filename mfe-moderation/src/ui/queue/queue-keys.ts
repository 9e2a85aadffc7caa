/** What a key does in a queue. */
export type QueueCommand = 'next' | 'previous' | 'approve' | 'reject' | 'open' | 'select' | 'help';

/** The queue's shortcuts, in the order the help lists them. */
export const QUEUE_KEYS: readonly (readonly [key: string, command: QueueCommand])[] = [
  ['j', 'next'],
  ['k', 'previous'],
  ['a', 'approve'],
  ['r', 'reject'],
  ['o', 'open'],
  ['x', 'select'],
  ['?', 'help'],
];
const COMMANDS = new Map(QUEUE_KEYS);

/** Where typing goes: a key pressed there is text, never a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="textbox"]';

/**
 * The command a key press is in a queue, or null: a key with Ctrl, Alt or Meta (the browser's), one typed into a
 * field, or any key while a modal dialog is open (the help included: Escape closes it).
 */
export function queueCommandOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'defaultPrevented' | 'target'>): QueueCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return null;
  if ((target?.ownerDocument ?? document).querySelector('[aria-modal="true"]')) return null;
  return COMMANDS.get(event.key) ?? null;
}
