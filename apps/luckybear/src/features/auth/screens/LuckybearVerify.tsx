// The shared VerifyScreen with luckybear's adapter: its frame rendered on the server, what the page asks the player
// (LuckybearVerifyBody) a part loaded after start. One screen per module, so its route loads this screen only.
import { VerifyScreen, type VerifyPageProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { luckybearAuth } from "../luckybear-auth";
import { LuckybearVerifyBodyPart } from "./LuckybearVerifyBodyPart";

export const LuckybearVerify = (props: VerifyPageProps) => <VerifyScreen adapter={luckybearAuth} {...props} Body={LuckybearVerifyBodyPart} />;
