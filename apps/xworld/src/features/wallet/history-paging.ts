/**
 * The wallet's histories (and the payouts of /user/orders, the rewards received of /reward/list) read 20
 * a page; the wallet page's server reads the first page of its transfers, the orders page's the first
 * page of the tab it opens on, the reward history page's its first page.
 */
export const HISTORY_PAGE_SIZE = 20;
