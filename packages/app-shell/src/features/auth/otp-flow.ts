// The one-time-code form as a pure state machine: send a code to a number, wait out the resend
// countdown the answer gives (`resend_in`), type the code, verify. Errors keep the number; a wrong code
// can be typed again; the machine refuses a second send or verify while one is running.

export interface OtpTarget {
  /** Dialling prefix, e.g. "+84". */
  dialCode: string;
  /** National number, digits only. */
  national: string;
}

export type OtpPhase = "idle" | "sending" | "code-sent" | "verifying" | "verified";

export type OtpError =
  /** The send call failed; `message` is readable text for the player. */
  | { kind: "send-failed"; message: string }
  /** A new code was asked for before the countdown ended. */
  | { kind: "too-early"; seconds: number }
  /** The code was refused (wrong, expired on the server, used up). */
  | { kind: "verify-failed"; message: string }
  /** The code's lifetime (`expire_in`) is over: a new one is needed. */
  | { kind: "code-expired" };

export interface OtpFlowState {
  phase: OtpPhase;
  /** The number the current code went to (null before the first code or after the number changed). */
  target: OtpTarget | null;
  /** The number a send is running for. */
  sendingTo: OtpTarget | null;
  /** When a new code may be asked for, per full number, in epoch ms. */
  resendAt: Readonly<Record<string, number>>;
  /** When the current code stops working, in epoch ms. */
  expiresAt: number | null;
  error: OtpError | null;
}

export type OtpEvent =
  | { type: "send"; target: OtpTarget; now: number }
  | { type: "sent"; resendIn: number; expireIn: number; now: number }
  /** `retryAfterSeconds`: the server said how long to wait (a resend too early). */
  | { type: "send-failed"; message: string; retryAfterSeconds?: number; now: number }
  | { type: "number-changed"; target: OtpTarget }
  | { type: "verify"; now: number }
  | { type: "verify-failed"; message: string }
  | { type: "verified" };

export const initialOtpState: OtpFlowState = {
  phase: "idle",
  target: null,
  sendingTo: null,
  resendAt: {},
  expiresAt: null,
  error: null,
};

export const fullNumber = (target: OtpTarget) => `${target.dialCode}${target.national}`;

const sameTarget = (a: OtpTarget | null, b: OtpTarget | null) => a !== null && b !== null && fullNumber(a) === fullNumber(b);

/** Whole seconds until a new code may be sent to `target` (0 when it may be sent now). */
export function secondsUntilResend(state: OtpFlowState, target: OtpTarget, now: number): number {
  const at = state.resendAt[fullNumber(target)];
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

const busy = (state: OtpFlowState) => state.phase === "sending" || state.phase === "verifying";

export function otpReducer(state: OtpFlowState, event: OtpEvent): OtpFlowState {
  switch (event.type) {
    case "send": {
      if (busy(state) || state.phase === "verified") return state;
      const wait = secondsUntilResend(state, event.target, event.now);
      if (wait > 0) return { ...state, error: { kind: "too-early", seconds: wait } };
      return { ...state, phase: "sending", sendingTo: event.target, error: null };
    }
    case "sent": {
      if (state.phase !== "sending" || !state.sendingTo) return state;
      const key = fullNumber(state.sendingTo);
      return {
        ...state,
        phase: "code-sent",
        target: state.sendingTo,
        sendingTo: null,
        resendAt: { ...state.resendAt, [key]: event.now + event.resendIn * 1000 },
        expiresAt: event.now + event.expireIn * 1000,
        error: null,
      };
    }
    case "send-failed": {
      if (state.phase !== "sending" || !state.sendingTo) return state;
      const back: OtpPhase = state.target ? "code-sent" : "idle";
      const seconds = event.retryAfterSeconds;
      if (seconds !== undefined && seconds > 0) {
        const key = fullNumber(state.sendingTo);
        return {
          ...state,
          phase: back,
          sendingTo: null,
          resendAt: { ...state.resendAt, [key]: event.now + seconds * 1000 },
          error: { kind: "too-early", seconds },
        };
      }
      return { ...state, phase: back, sendingTo: null, error: { kind: "send-failed", message: event.message } };
    }
    case "number-changed": {
      // A code belongs to one number: typing another one needs a new code (the countdown of each
      // number is remembered, so switching back does not allow an early resend).
      if (busy(state) || sameTarget(state.target, event.target)) return state;
      if (state.target === null) return state.error ? { ...state, error: null } : state;
      return { ...state, phase: "idle", target: null, expiresAt: null, error: null };
    }
    case "verify": {
      if (state.phase !== "code-sent") return state;
      if (state.expiresAt !== null && event.now >= state.expiresAt) return { ...state, error: { kind: "code-expired" } };
      return { ...state, phase: "verifying", error: null };
    }
    case "verify-failed":
      if (state.phase !== "verifying") return state;
      return { ...state, phase: "code-sent", error: { kind: "verify-failed", message: event.message } };
    case "verified":
      if (state.phase !== "verifying") return state;
      return { ...state, phase: "verified", error: null };
  }
}

/**
 * Seconds the server asked to wait, read from its message ("Please wait 42 seconds…").
 * Spec: not shown — how a too-early resend is answered. Choice: any business error whose message
 * names a number of seconds is read as one; otherwise its message is shown as it is.
 */
export function retryAfterFromMessage(message: string): number | undefined {
  const match = /(\d+)\s*(?:s\b|sec|second)/i.exec(message);
  return match ? Number(match[1]) : undefined;
}
