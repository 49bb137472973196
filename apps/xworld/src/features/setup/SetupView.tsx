// The new player's setup: progress, the three steps with what each holds now, a way into the next one,
// and finishing (`finish`, the caller's client part); once finished, the way to play. No client code of
// its own: rendered on the server (the page's read for the player) and in the browser (SetupRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import { LANGUAGE_NAMES } from "@repo/app-shell/features/auth/language-names";
import Link from "@repo/app-shell/link";
import { isLocale, type Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ProgressBar } from "@repo/ui/progress-bar";
import { ResultCard } from "@repo/ui/result-card";
import type { ReactNode } from "react";
import { firstOpenStep, SETUP_STEPS, type SetupStep, setupPath, stepsDone } from "./setup-steps";

interface SetupViewProps {
  locale: Locale;
  profile: MyProfile;
  /** "Finish" (or "Finish later with the defaults"), given whether a step is still open. */
  finish: (stepsOpen: boolean) => ReactNode;
}

export function SetupView({ locale, profile, finish }: SetupViewProps) {
  const { t } = useLingui();
  const { setup, username, avatar, language } = profile;
  const done = stepsDone(setup);
  const total = SETUP_STEPS.length;

  if (setup.finished) {
    return (
      <ResultCard
        title={<Trans>Your profile is set up</Trans>}
        subtitle={<Trans>You can change your name, picture and language any time.</Trans>}
        actions={
          <>
            <Link href={withLocale("/", locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
              <Trans>Start playing</Trans>
            </Link>
            <Link href={withLocale("/profile/edit", locale)} className="text-center text-14 font-semibold text-link">
              <Trans>Edit my profile</Trans>
            </Link>
          </>
        }
      />
    );
  }

  const open = firstOpenStep(setup);
  const values: Record<SetupStep, ReactNode> = {
    name: username,
    avatar: <img src={avatar} alt="" width={32} height={32} className="size-32 rounded-full bg-surface-sunken object-cover" />,
    language: isLocale(language) ? LANGUAGE_NAMES[language] : language,
  };
  const titles: Record<SetupStep, string> = { name: t`Your name`, avatar: t`Your avatar`, language: t`Your language` };

  return (
    <>
      <Card>
        <ProgressBar value={done} max={total} label={t`Setup progress`} valueText={t`${done} of ${total} steps`} />
      </Card>
      <Card flush>
        <ol className="m-0 list-none divide-y divide-border p-0" aria-label={t`Setup steps`}>
          {SETUP_STEPS.map((step, index) => {
            const number = index + 1;
            const title = titles[step];
            return (
              <li key={step}>
                <Link href={withLocale(setupPath(step), locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
                  <span
                    aria-hidden="true"
                    className={`flex size-28 shrink-0 items-center justify-center rounded-full text-13 font-bold ${setup[step] ? "bg-success text-success-contrast" : "bg-surface-sunken text-text"}`}
                  >
                    {setup[step] ? "✓" : number}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-15 font-semibold text-text">{title}</span>
                    <span className="text-12 text-text-muted">{setup[step] ? <Trans>Saved</Trans> : <Trans>Not done yet</Trans>}</span>
                  </span>
                  <span className="shrink-0 text-14 text-text">{values[step]}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </Card>
      {open ? (
        <Link href={withLocale(setupPath(open), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
          {done === 0 ? <Trans>Start</Trans> : <Trans>Continue</Trans>}
        </Link>
      ) : null}
      {finish(open !== null)}
    </>
  );
}
