/** Plain module: the shell's Node server composes the same titles as the browser. */
export const SITE_NAME = 'BC Pedigree';

/** The document title of a page: "<page> · BC Pedigree", or the site's name alone. */
export const documentTitle = (title: string | null | undefined): string => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);
