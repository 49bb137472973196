// The shared LoginScreen with xworld's adapter: rendered on the server, its forms (XworldLoginForms) and
// sign-in buttons (XworldLoginMethods) parts loaded after start. One screen per module, so its route loads
// this screen only.
import { LoginScreen, type LoginPageProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { xworldAuth } from "../xworld-auth";
import { XworldLoginFormsPart } from "./XworldLoginFormsPart";
import { XworldLoginMethodsPart } from "./XworldLoginMethodsPart";

export const XworldLogin = (props: LoginPageProps) => <LoginScreen adapter={xworldAuth} {...props} Forms={XworldLoginFormsPart} Methods={XworldLoginMethodsPart} />;
