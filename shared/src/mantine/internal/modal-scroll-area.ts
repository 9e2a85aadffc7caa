/**
 * What Mantine's Modal imports as `ScrollArea` in the apps' builds (shared/src/build/rsbuild.ts swaps the module in
 * for `@mantine/core`'s Modal/ModalRoot only). Modal needs ScrollArea for one comparison alone
 * (`scrollAreaComponent === ScrollArea.Autosize`), and the real one would bring ScrollArea and, through it, most of
 * floating-ui (~15 KB gzip) wherever a modal is drawn. Here `Autosize` is the real one once the layer's scroll-area
 * part has loaded (the only way an app gets ScrollArea), and a value nothing equals before: the comparison answers as
 * it would with the real import.
 */
const NOT_LOADED = Object.freeze({});
let autosize: unknown = NOT_LOADED;

export const ScrollArea = {
  get Autosize(): unknown {
    return autosize;
  },
};

/** Called by the scroll-area part when it loads. */
export function registerScrollArea(real: { Autosize: unknown }): void {
  autosize = real.Autosize;
}
