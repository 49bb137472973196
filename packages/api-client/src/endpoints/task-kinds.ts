// The task service's kinds of list item, apart from its endpoints: a page that only links to items
// (the home list's rows) needs these and none of the contract.

// Spec: not shown — what productType means. Choice: 1 a product (game/app, opened at /task/product_v2),
// 2 a task (opened at /task/details), 3 a web3 task (opened at /task/detailsV2).
export const PRODUCT_TYPES = { product: 1, task: 2, web3Task: 3 } as const;
