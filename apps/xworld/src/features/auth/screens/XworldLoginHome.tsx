// The shared LoginHomeScreen with xworld's adapter: rendered on the server, its sign-in buttons
// (XworldLoginMethods) a part loaded after start. One screen per module, so its route loads this screen only.
import { LoginHomeScreen, type LoginHomePageProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { loginMethodsShape } from "@repo/app-shell/features/auth/ui/LoginMethodsSkeleton";
import { xworldAuth } from "../xworld-auth";
import { XworldLoginMethodsPart } from "./XworldLoginMethodsPart";

export const XworldLoginHome = ({ config, locale, backUrl }: LoginHomePageProps) => (
  <LoginHomeScreen
    locale={locale}
    backUrl={backUrl}
    email={xworldAuth.email !== undefined}
    methods={<XworldLoginMethodsPart config={config} locale={locale} backUrl={backUrl} size="lg" shape={loginMethodsShape(xworldAuth)} />}
  />
);
