// The shared BindPhoneScreen with xworld's adapter: its frame rendered on the server, the phone form
// (XworldBindPhoneBody) a part loaded after start. One screen per module, so its route loads this screen only.
import { BindPhoneScreen, type BindPhonePageProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { xworldAuth } from "../xworld-auth";
import { XworldBindPhoneBodyPart } from "./XworldBindPhoneBodyPart";

export const XworldBindPhone = (props: BindPhonePageProps) => <BindPhoneScreen adapter={xworldAuth} {...props} Body={XworldBindPhoneBodyPart} />;
