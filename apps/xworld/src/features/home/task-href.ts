import type { TaskItem } from "@repo/api-client/endpoints/task";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { taskLink } from "../../routing/task-links";

/** The page a row of the home list opens, without the locale (the native app's webview adds it). */
export const homeTaskPath = (task: TaskItem) => taskLink(task, { from: "home" });

/** The row's link: that page in this locale. */
export const homeTaskHref = (task: TaskItem, locale: Locale) => withLocale(homeTaskPath(task), locale);
