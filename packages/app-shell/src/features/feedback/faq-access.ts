// Who may read the customer-service question list (get_qlist, body user_id).

export type FaqAccess = "wait" | "read" | "sign-in";

/**
 * `read` asks for the list (a guest with user_id 0 when the contract lets a guest call it);
 * `sign-in` when the call needs a login the visitor does not have; `wait` while app start decides.
 */
export function faqAccess(input: { loggedIn: boolean; sessionKnown: boolean; callNeedsLogin: boolean }): FaqAccess {
  if (input.loggedIn) return "read";
  if (!input.sessionKnown) return "wait";
  return input.callNeedsLogin ? "sign-in" : "read";
}
