// The native app coming back to the foreground (SPEC 4): a different user there means re-login here.
import type { Credentials } from "../types";

export type ResumeDecision =
  | { kind: "none" }
  | { kind: "relogin"; credentials: Credentials }
  | { kind: "logout" };

/**
 * Compares the page's login with the host's after a resume. `hostLogin` "unknown": the host could not
 * say, nothing changes.
 */
export function decideOnResume(stored: Credentials | null, hostLogin: Credentials | null | "unknown"): ResumeDecision {
  if (hostLogin === "unknown") return { kind: "none" };
  if (hostLogin) {
    if (stored?.userId === hostLogin.userId && stored.secretKey === hostLogin.secretKey) return { kind: "none" };
    // A different user, or the same user with a renewed key: take the host's login.
    return { kind: "relogin", credentials: hostLogin };
  }
  // Spec: not shown — the host logged out while the page was hidden. Choice: log the page out too; a
  // page that keeps a login its host dropped would act for an account the player left.
  return stored ? { kind: "logout" } : { kind: "none" };
}

export interface ResumeWatchEffects {
  /** Calls `listener` whenever the app comes back; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  readHostLogin(): Promise<Credentials | null | "unknown">;
  readStoredLogin(): Credentials | null;
  relogin(credentials: Credentials): void | Promise<void>;
  logout(): void | Promise<void>;
}

/** Listens for resumes and acts on {@link decideOnResume}. One check at a time; returns a stop function. */
export function watchNativeResume(effects: ResumeWatchEffects): () => void {
  let checking = false;
  const onResume = async () => {
    if (checking) return;
    checking = true;
    try {
      const decision = decideOnResume(effects.readStoredLogin(), await effects.readHostLogin().catch(() => "unknown" as const));
      if (decision.kind === "relogin") await effects.relogin(decision.credentials);
      else if (decision.kind === "logout") await effects.logout();
    } catch {
      // A failed re-login leaves the page as it was; the next resume tries again.
    } finally {
      checking = false;
    }
  };
  return effects.subscribe(() => void onResume());
}

/** Resume as the page sees it: the document becoming visible again. */
export function onDocumentVisible(listener: () => void, doc: Document = document): () => void {
  const handler = () => {
    if (doc.visibilityState === "visible") listener();
  };
  doc.addEventListener("visibilitychange", handler);
  return () => doc.removeEventListener("visibilitychange", handler);
}
