/** The home's task list pages: the server renders the first, "Show more" loads the next (spec 9: 20). */
export const HOME_TASK_PAGE_SIZE = 20;
