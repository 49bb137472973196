// The shared VerifyScreen with xworld's adapter: its frame rendered on the server, what the page asks the player
// (XworldVerifyBody) a part loaded after start. One screen per module, so its route loads this screen only.
import { VerifyScreen, type VerifyPageProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { xworldAuth } from "../xworld-auth";
import { XworldVerifyBodyPart } from "./XworldVerifyBodyPart";

export const XworldVerify = (props: VerifyPageProps) => <VerifyScreen adapter={xworldAuth} {...props} Body={XworldVerifyBodyPart} />;
