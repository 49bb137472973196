/** Spec: not shown — an unknown id's code. Choice: the dev API's 1002. */
export const POOL_NOT_FOUND = 1002;
