import { describe, expect, it } from "vitest";
import { type OtpEvent, type OtpFlowState, initialOtpState, otpReducer, retryAfterFromMessage, secondsUntilResend } from "./otp-flow";

const vn = { dialCode: "+84", national: "912345678" };
const other = { dialCode: "+84", national: "987654321" };
const T0 = 1_700_000_000_000;

const run = (events: OtpEvent[], from: OtpFlowState = initialOtpState) => events.reduce(otpReducer, from);

const codeSent = () => run([{ type: "send", target: vn, now: T0 }, { type: "sent", resendIn: 60, expireIn: 300, now: T0 }]);

describe("sending a code", () => {
  it("goes to code-sent with the countdown and lifetime the answer gave", () => {
    const state = codeSent();
    expect(state.phase).toBe("code-sent");
    expect(state.target).toEqual(vn);
    expect(secondsUntilResend(state, vn, T0)).toBe(60);
    expect(secondsUntilResend(state, vn, T0 + 59_001)).toBe(1);
    expect(secondsUntilResend(state, vn, T0 + 60_000)).toBe(0);
    expect(state.expiresAt).toBe(T0 + 300_000);
  });

  it("ignores a second send while one is running (no double submission)", () => {
    const sending = run([{ type: "send", target: vn, now: T0 }]);
    expect(sending.phase).toBe("sending");
    expect(otpReducer(sending, { type: "send", target: other, now: T0 })).toBe(sending);
  });

  it("keeps the number and shows the message when sending fails", () => {
    const state = run([{ type: "send", target: vn, now: T0 }, { type: "send-failed", message: "Invalid phone number", now: T0 }]);
    expect(state.phase).toBe("idle");
    expect(state.error).toEqual({ kind: "send-failed", message: "Invalid phone number" });
    expect(otpReducer(state, { type: "send", target: vn, now: T0 }).phase).toBe("sending");
  });

  it("refuses a resend before the countdown ends, saying how many seconds are left", () => {
    const state = otpReducer(codeSent(), { type: "send", target: vn, now: T0 + 20_000 });
    expect(state.phase).toBe("code-sent");
    expect(state.error).toEqual({ kind: "too-early", seconds: 40 });
  });

  it("allows a resend once the countdown is over and starts a new one", () => {
    const state = run([{ type: "send", target: vn, now: T0 + 61_000 }, { type: "sent", resendIn: 60, expireIn: 300, now: T0 + 61_000 }], codeSent());
    expect(state.phase).toBe("code-sent");
    expect(secondsUntilResend(state, vn, T0 + 61_000)).toBe(60);
  });

  it("takes the server's wait when it refuses a resend, and counts it down", () => {
    const state = run([
      { type: "send", target: vn, now: T0 },
      { type: "send-failed", message: "Please wait 42 seconds before requesting a new code", retryAfterSeconds: 42, now: T0 },
    ]);
    expect(state.error).toEqual({ kind: "too-early", seconds: 42 });
    expect(secondsUntilResend(state, vn, T0 + 2_000)).toBe(40);
  });
});

describe("changing the number", () => {
  it("asks for a new code for another number", () => {
    const state = otpReducer(codeSent(), { type: "number-changed", target: other });
    expect(state.phase).toBe("idle");
    expect(state.target).toBeNull();
    expect(otpReducer(state, { type: "send", target: other, now: T0 + 1_000 }).phase).toBe("sending");
  });

  it("remembers the countdown of the first number when switching back", () => {
    const state = run([{ type: "number-changed", target: other }, { type: "send", target: vn, now: T0 + 10_000 }], codeSent());
    expect(state.error).toEqual({ kind: "too-early", seconds: 50 });
  });

  it("keeps the code step when the same number is typed again", () => {
    const sent = codeSent();
    expect(otpReducer(sent, { type: "number-changed", target: { ...vn } })).toBe(sent);
  });

  it("clears a send error once the player edits the number", () => {
    const failed = run([{ type: "send", target: vn, now: T0 }, { type: "send-failed", message: "Invalid phone number", now: T0 }]);
    expect(otpReducer(failed, { type: "number-changed", target: other }).error).toBeNull();
  });
});

describe("verifying the code", () => {
  it("shows a refused code's message, keeps the number and lets the player try again", () => {
    const state = run([{ type: "verify", now: T0 + 5_000 }, { type: "verify-failed", message: "Wrong verification code" }], codeSent());
    expect(state.phase).toBe("code-sent");
    expect(state.target).toEqual(vn);
    expect(state.error).toEqual({ kind: "verify-failed", message: "Wrong verification code" });
    const retried = run([{ type: "verify", now: T0 + 6_000 }, { type: "verified" }], state);
    expect(retried.phase).toBe("verified");
    expect(retried.error).toBeNull();
  });

  it("ignores a second verify while one is running", () => {
    const verifying = otpReducer(codeSent(), { type: "verify", now: T0 });
    expect(otpReducer(verifying, { type: "verify", now: T0 })).toBe(verifying);
  });

  it("does not verify before a code was sent", () => {
    expect(otpReducer(initialOtpState, { type: "verify", now: T0 })).toBe(initialOtpState);
  });

  it("says the code expired once its lifetime is over, and a new code can be sent", () => {
    const state = otpReducer(codeSent(), { type: "verify", now: T0 + 300_000 });
    expect(state.phase).toBe("code-sent");
    expect(state.error).toEqual({ kind: "code-expired" });
    expect(otpReducer(state, { type: "send", target: vn, now: T0 + 300_000 }).phase).toBe("sending");
  });
});

describe("retryAfterFromMessage", () => {
  it.each([
    ["Please wait 42 seconds before requesting a new code", 42],
    ["Try again in 7s", 7],
    ["retry after 15 sec", 15],
    ["Wrong verification code", undefined],
    ["Code 1020", undefined],
  ])("%s → %s", (message, seconds) => {
    expect(retryAfterFromMessage(message)).toBe(seconds);
  });
});
