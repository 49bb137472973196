// The shared BindPhoneScreen with luckybear's adapter: its frame rendered on the server, the phone form
// (LuckybearBindPhoneBody) a part loaded after start. One screen per module, so its route loads this screen only.
import { BindPhoneScreen, type BindPhonePageProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { luckybearAuth } from "../luckybear-auth";
import { LuckybearBindPhoneBodyPart } from "./LuckybearBindPhoneBodyPart";

export const LuckybearBindPhone = (props: BindPhonePageProps) => <BindPhoneScreen adapter={luckybearAuth} {...props} Body={LuckybearBindPhoneBodyPart} />;
