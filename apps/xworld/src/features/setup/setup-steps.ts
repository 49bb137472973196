// The new player's setup (/user/setup): three steps, each a page of its own, in this order.
//
// Spec: not shown — the spec lists "create", "setup" and "account" as bare login-required names. Choice:
// the steps live at /user/setup/{name,avatar,language}; the bare names are short ways in, each a
// redirect: /setup → /user/setup, /create → the first step (create your player: the name), /account →
// /profile/edit (the account's details). The route table's bare-name rule makes all of them login-required.
import type { MyProfile } from "@repo/api-client/endpoints/profile";

export const SETUP_STEPS = ["name", "avatar", "language"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupPath = (step?: SetupStep) => (step ? `/user/setup/${step}` : "/user/setup");

export function readSetupStep(segment: string): SetupStep | null {
  return SETUP_STEPS.find((step) => step === segment) ?? null;
}

/** The step after `step`, or null after the last one. */
export function nextStep(step: SetupStep): SetupStep | null {
  return SETUP_STEPS[SETUP_STEPS.indexOf(step) + 1] ?? null;
}

/** Where the setup goes after `step` (saved or skipped): the next step, or after the last one the overview. */
export function afterStepPath(step: SetupStep): string {
  const next = nextStep(step);
  return next ? setupPath(next) : setupPath();
}

/** The first step the player has not saved yet, or null when all are. */
export function firstOpenStep(setup: MyProfile["setup"]): SetupStep | null {
  return SETUP_STEPS.find((step) => !setup[step]) ?? null;
}

/** How many steps are saved. */
export function stepsDone(setup: MyProfile["setup"]): number {
  return SETUP_STEPS.filter((step) => setup[step]).length;
}
