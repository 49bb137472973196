"use client";
// /user/setup (login-required; also reached by the bare /setup): the new player's three steps with
// what each holds now, a way into the next one, and "Finish" (steps not taken keep their defaults).
import { Trans, useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { LANGUAGE_NAMES } from "@repo/app-shell/features/auth/language-names";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { isLocale, type Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { ProgressBar } from "@repo/ui/progress-bar";
import { ResultCard } from "@repo/ui/result-card";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import type { MyProfileFirst } from "../profile-edit/load-my-profile";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { firstOpenStep, SETUP_STEPS, type SetupStep, setupPath, stepsDone } from "./setup-steps";

export interface SetupScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyProfileFirst> | null;
}

export function SetupScreen({ locale, first }: SetupScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/" heading={<Trans>Set up your profile</Trans>}>
      {viewer === "player" ? (
        <SetupOverview locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(setupPath(), locale)}
          title={<Trans>Sign in to set up your profile</Trans>}
          description={<Trans>Choose your name, your picture and your language.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function SetupOverview({ locale, server }: { locale: Locale; server: PlayerAnswers<MyProfileFirst> }) {
  const { t } = useLingui();
  const profile = useMyProfile(server.answer(server.data?.profile));
  const guard = useSingleSubmit();
  const finish = useApiMutation(profileEndpoints.finishSetup, { meta: { silent: true } });
  const errorText = useErrorText();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  const { setup, username, avatar, language } = profile.data;
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
      <FormAlert>{finish.error ? errorText(finish.error) : null}</FormAlert>
      {open ? (
        <Link href={withLocale(setupPath(open), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
          {done === 0 ? <Trans>Start</Trans> : <Trans>Continue</Trans>}
        </Link>
      ) : null}
      <Button
        variant={open ? "ghost" : "primary"}
        size="lg"
        block
        loading={finish.isPending}
        onClick={() => {
          if (!guard.begin()) return;
          finish.mutate({}, { onSettled: () => guard.end() });
        }}
      >
        {open ? <Trans>Finish later with the defaults</Trans> : <Trans>Finish</Trans>}
      </Button>
    </>
  );
}
