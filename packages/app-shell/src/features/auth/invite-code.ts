// The inviter a sign-up names: the share uid a landing page kept (first touch). Logins that can create an
// account send it as `invite_code`; the server counts it only when the account is new, so it is sent on
// every such login and never cleared here.
import type { KeyValueStorage } from "@repo/session/storage/adapter";
import { parseUserId, persisted } from "@repo/session/storage/persisted";
import type { SignUpInput } from "./brand-adapter";

/** `{ invite_code: "10001" }` when a valid inviter is stored, else `{}` (spread into a login's input). */
export function storedInviteCode(storage: KeyValueStorage): SignUpInput {
  const inviterId = parseUserId(persisted.shareUid.read(storage));
  return inviterId === null ? {} : { invite_code: String(inviterId) };
}
