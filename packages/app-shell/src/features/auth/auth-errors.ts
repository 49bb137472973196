// Failures of the auth screens that are not API errors.

/** The login answer was not usable (no positive user id or no key): nothing was stored. */
export class LoginRefusedError extends Error {
  override readonly name = "LoginRefusedError";
}

/** Re-verification: the code signed in another account than the current player's. */
export class OtherAccountError extends Error {
  override readonly name = "OtherAccountError";
}
