// Binding an inviter's code after sign-up (/user/bindCode), on the user service: a player who signed up
// without a code may name their inviter once, later. Spec section 2 names the route, no call.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, unixTime } from "../schemas/common";

/**
 * Spec: not shown — the codes. Choice: the dev API's: a code that names nobody 1002, a player who has an
 * inviter already 2002, one's own code (or the code of a player one invited) 1001.
 */
export const INVITE_CODE_CODES = { INVALID: 1001, NOT_FOUND: 1002, ALREADY_BOUND: 2002 } as const;

const inviter = z.object({ user_id: z.number(), username: z.string(), avatar: z.string() });

export const inviteCodeEndpoints = {
  /** Who invited the player (null: nobody yet) and the player's own code to give friends. */
  inviteBinding: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/invite_binding",
    idempotent: true,
    request: empty,
    response: z.object({ inviter: z.nullable(inviter), bound_at: z.nullable(unixTime), own_code: z.string() }),
  }),
  /**
   * Names the inviter by their code (the invite_code of the sign-up calls: the inviter's user id as
   * text); the inviter is credited as for a sign-up with that code.
   */
  bindInviteCode: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/bind_invite_code",
    request: z.object({ invite_code: z.string() }),
    response: z.object({ inviter, bound_at: unixTime }),
  }),
};

export type Inviter = z.infer<typeof inviter>;
