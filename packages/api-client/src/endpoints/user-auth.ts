// User service (spec section 7, "User service"): the logins by phone and one-time code and by a third
// party, and the password reset. A module of its own so that a login page loads these, not the whole
// service (user.ts, whose `userEndpoints` includes them).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { loginResult, ok } from "../schemas/common";

const phoneInput = {
  /** National number without the prefix, digits only. */
  phone: z.string(),
  /** Dialling prefix such as "+84" (the login store's countryNum). */
  country_code: z.string(),
};

/**
 * What every sign-up-capable login may carry: who invited the player. The server records it only when
 * the login creates the account; it ignores it for an existing account, an unknown id or oneself.
 */
export const inviteCodeInput = {
  // Spec: not shown — the format and the logins that take it. Choice: the inviter's user id as text (the
  // share uid a landing keeps), on regist and third_party_regist_or_login (as the spec has it) and on
  // register_or_login_by_phone and the lucky-bear user host's phone, e-mail, Google and VK logins.
  invite_code: z.optional(z.string()),
};

/**
 * Spec: not shown — PKCE on the OAuth logins (get_token carries `code_verifier`, so the backend knows
 * it). Choice: the logins that take an authorization code from the redirect flow take its
 * `code_verifier` too (RFC 7636, S256); a code issued against a challenge is refused without it.
 */
export const pkceInput = {
  code_verifier: z.optional(z.string().check(z.regex(/^[\w.~-]{43,128}$/))),
};

export const userAuthEndpoints = {
  sendOtpViaPhone: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/send_otp_via_phone",
    auth: false,
    request: z.object(phoneInput),
    // Spec: not shown — the answer. Choice: seconds until the code expires and until a resend is allowed.
    response: z.object({ expire_in: z.number(), resend_in: z.number() }),
  }),
  registerOrLoginByPhone: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/register_or_login_by_phone",
    auth: false,
    request: z.object({ ...phoneInput, code: z.string(), ...inviteCodeInput }),
    response: loginResult,
  }),
  thirdPartyRegistOrLogin: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/third_party_regist_or_login",
    auth: false,
    request: z.object({ platform: z.string(), token: z.string(), ...pkceInput, ...inviteCodeInput }),
    response: loginResult,
  }),
  /** Sets a new password after a one-time code to the account's phone. */
  phoneAndPasswordReset: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/user_phone_and_password_reset?is_really_change=1",
    auth: false,
    request: z.object({ phone: z.string(), country_code: z.string(), code: z.string(), password: z.string() }),
    response: ok,
  }),
};
