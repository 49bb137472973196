// The shared OAuthCallbackScreen with luckybear's adapter: its frame rendered on the server, the callback's
// work (LuckybearOAuthCallbackWork) a part loaded after start. One screen per module, so its route loads this
// screen only.
import { type OAuthCallbackPageProps, OAuthCallbackScreen } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { LuckybearOAuthCallbackPart } from "./LuckybearOAuthCallbackPart";

export const LuckybearOAuthCallback = (props: OAuthCallbackPageProps) => <OAuthCallbackScreen work={<LuckybearOAuthCallbackPart {...props} />} />;
