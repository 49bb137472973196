// How the global UI logs a failed action it shows as a toast. An answer the server gave on purpose (a
// business code such as "already claimed") is explained to the player by the toast and is no fault of
// the page: a warning. Anything else (no answer, an unreadable one, a bug) stays a console error, which
// every e2e test fails on.
import { isApiError } from "@repo/api-client/errors";

export function logFailure(error: unknown, log: Pick<Console, "error" | "warn"> = console): void {
  if (isApiError(error) && error.kind === "business") log.warn(error);
  else log.error(error);
}
