// xworld's /user/* pages: the app shell's, with this brand's screens.
import { createUserPages } from "@repo/app-shell/user-pages";
import {
  XworldBindPhone,
  XworldLogin,
  XworldLoginHome,
  XworldOAuthCallback,
  XworldSettings,
  XworldVerify,
} from "@/features/auth/AuthScreens";
import { XworldFeedback, XworldFeedbackV2 } from "@/features/feedback/FeedbackScreens";
import { APP_SCOPES, enterLocale, runtimeConfig } from "./app";

export const userPages = createUserPages({
  enterLocale,
  scopes: APP_SCOPES,
  runtimeConfig,
  screens: {
    Login: XworldLogin,
    LoginHome: XworldLoginHome,
    Verify: XworldVerify,
    BindPhone: XworldBindPhone,
    OAuthCallback: XworldOAuthCallback,
    Settings: XworldSettings,
    Feedback: XworldFeedback,
    FeedbackV2: XworldFeedbackV2,
  },
});
