// luckybear's /user/* pages: the app shell's, with this brand's screens.
import { createUserPages } from "@repo/app-shell/user-pages";
import {
  LuckybearBindPhone,
  LuckybearLogin,
  LuckybearLoginHome,
  LuckybearOAuthCallback,
  LuckybearSettings,
  LuckybearVerify,
} from "@/features/auth/AuthScreens";
import { LuckybearFeedback, LuckybearFeedbackV2 } from "@/features/feedback/FeedbackScreens";
import { APP_SCOPES, enterLocale, runtimeConfig } from "./app";

export const userPages = createUserPages({
  enterLocale,
  scopes: APP_SCOPES,
  runtimeConfig,
  screens: {
    Login: LuckybearLogin,
    LoginHome: LuckybearLoginHome,
    Verify: LuckybearVerify,
    BindPhone: LuckybearBindPhone,
    OAuthCallback: LuckybearOAuthCallback,
    Settings: LuckybearSettings,
    Feedback: LuckybearFeedback,
    FeedbackV2: LuckybearFeedbackV2,
  },
});
