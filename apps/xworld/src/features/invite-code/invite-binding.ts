import type { ResponseOf } from "@repo/api-client/endpoint";
import type { inviteCodeEndpoints } from "@repo/api-client/endpoints/invite-code";

/** invite_binding's answer: the player's inviter (null: none yet), since when, and their own code. */
export type InviteBinding = ResponseOf<typeof inviteCodeEndpoints.inviteBinding>;
