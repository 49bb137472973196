/** Spec: not shown — an unknown project id's code. Choice: the dev API's 1002. */
export const PROJECT_NOT_FOUND = 1002;
