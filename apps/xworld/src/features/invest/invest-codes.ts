/** Spec: not shown — an unknown product id's code. Choice: the dev API's 1002. */
export const PRODUCT_NOT_FOUND = 1002;
