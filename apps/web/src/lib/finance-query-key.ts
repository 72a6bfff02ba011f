/**
 * Every finance read is under this key (finance's movements and figures, the salaries' lists): the refresh button
 * and every money action invalidate it. Shared by the finance and salaries features, so it lives here.
 */
export const financeQueryKey = ['finance'] as const;
