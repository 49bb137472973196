// The shared LoginScreen with luckybear's adapter: rendered on the server, its forms (LuckybearLoginForms) and
// sign-in buttons (LuckybearLoginMethods) parts loaded after start. One screen per module, so its route loads
// this screen only.
import { LoginScreen, type LoginPageProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { luckybearAuth } from "../luckybear-auth";
import { LuckybearLoginFormsPart } from "./LuckybearLoginFormsPart";
import { LuckybearLoginMethodsPart } from "./LuckybearLoginMethodsPart";

export const LuckybearLogin = (props: LoginPageProps) => <LoginScreen adapter={luckybearAuth} {...props} Forms={LuckybearLoginFormsPart} Methods={LuckybearLoginMethodsPart} />;
