// The shared LoginHomeScreen with luckybear's adapter: rendered on the server, its sign-in buttons
// (LuckybearLoginMethods) a part loaded after start. One screen per module, so its route loads this screen only.
import { LoginHomeScreen, type LoginHomePageProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { loginMethodsShape } from "@repo/app-shell/features/auth/ui/LoginMethodsSkeleton";
import { luckybearAuth } from "../luckybear-auth";
import { LuckybearLoginMethodsPart } from "./LuckybearLoginMethodsPart";

export const LuckybearLoginHome = ({ config, locale, backUrl }: LoginHomePageProps) => (
  <LoginHomeScreen
    locale={locale}
    backUrl={backUrl}
    email={luckybearAuth.email !== undefined}
    methods={<LuckybearLoginMethodsPart config={config} locale={locale} backUrl={backUrl} size="lg" shape={loginMethodsShape(luckybearAuth)} />}
  />
);
