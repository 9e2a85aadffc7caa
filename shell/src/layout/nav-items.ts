/** Main navigation, by route name (labels come from `common:routes.<name>`). */
export const MAIN_NAV = ['pets', 'possible-mating', 'premium', 'faq'] as const;

export const FOOTER_NAV = ['border-collie-standard', 'info', 'rules', 'faq', 'contacts', 'donate'] as const;

/** The account menu of a signed-in member. */
export const ACCOUNT_NAV = ['u-pets', 'u-likes', 'u-litters', 'u-matings', 'u-reports', 'u-edit'] as const;
