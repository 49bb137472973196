// luckybear's /user/* pages: the app shell's. Each route file hands its page its screen
// (features/auth/screens, features/feedback/FeedbackScreens), so a route loads only its own screen.
import { createUserPages } from "@repo/app-shell/user-pages";
import { APP_SCOPES, enterLocale, enterLocaleAsViewer, runtimeConfig } from "./app";

export const userPages = createUserPages({ enterLocale, enterLocaleAsViewer, scopes: APP_SCOPES, runtimeConfig });
