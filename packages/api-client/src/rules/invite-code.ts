// The rule of an inviter's code as typed on /user/bindCode: the inviter's user id (the invite_code of
// the sign-up calls), digits only, never one's own.

export type InviteCodeProblem = "empty" | "format" | "own";

export function checkInviteCode(text: string, ownUserId: number | null): { ok: true; code: string } | { ok: false; problem: InviteCodeProblem } {
  const code = text.replace(/\s/g, "");
  if (!code) return { ok: false, problem: "empty" };
  if (!/^[1-9]\d{0,15}$/.test(code)) return { ok: false, problem: "format" };
  if (ownUserId !== null && code === String(ownUserId)) return { ok: false, problem: "own" };
  return { ok: true, code };
}
