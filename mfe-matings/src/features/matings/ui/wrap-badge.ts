/** Badge styles that let a long label (a DNA test's full name) wrap inside the badge instead of being cut on a phone. */
export const WRAP = { root: { height: 'auto', paddingBlock: 2, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } } as const;
