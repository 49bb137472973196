/** The wallet's histories read 20 a page; the wallet page's server reads the first of its transfers. */
export const HISTORY_PAGE_SIZE = 20;
