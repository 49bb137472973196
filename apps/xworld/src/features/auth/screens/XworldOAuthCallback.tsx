// The shared OAuthCallbackScreen with xworld's adapter: its frame rendered on the server, the callback's
// work (XworldOAuthCallbackWork) a part loaded after start. One screen per module, so its route loads this
// screen only.
import { type OAuthCallbackPageProps, OAuthCallbackScreen } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { XworldOAuthCallbackPart } from "./XworldOAuthCallbackPart";

export const XworldOAuthCallback = (props: OAuthCallbackPageProps) => <OAuthCallbackScreen work={<XworldOAuthCallbackPart {...props} />} />;
