// A setup step's heading and what it is for. No client code: rendered on the server (the page's read for
// the player) and in the browser (SetupStepRead).
import { Trans } from "@lingui/react/macro";
import type { SetupStep } from "./setup-steps";

export function SetupStepHeader({ step }: { step: SetupStep }) {
  return (
    <header className="flex flex-col gap-4">
      <h2 className="text-20 font-bold text-text">
        {step === "name" ? <Trans>What should players call you?</Trans> : step === "avatar" ? <Trans>Pick your picture</Trans> : <Trans>Choose your language</Trans>}
      </h2>
      <p className="text-14 text-text-muted">
        {step === "name" ? (
          <Trans>Your name shows on your profile and in rankings.</Trans>
        ) : step === "avatar" ? (
          <Trans>Other players see it beside your name.</Trans>
        ) : (
          <Trans>The app and our messages to you use it.</Trans>
        )}
      </p>
    </header>
  );
}
