// The look of a page's Back (PageFrame's link, the auth pages' button): one place, so they cannot drift.
export const BACK_LINK_CLASS = "-ml-8 flex h-44 w-44 shrink-0 items-center justify-center rounded-full text-24 text-text active:bg-surface-sunken";
