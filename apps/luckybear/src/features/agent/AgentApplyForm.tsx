"use client";
// The agent application (agent_apply): how to reach the player, where they find players, how many they
// expect. Checked before it is sent; a refusal is said in the form, field by field where the server
// names fields. One submission per tap.
import { formatCount } from "@repo/i18n/format-amount";
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiMutation } from "@repo/api-client/react";
import { AGENT_CHANNELS, type AgentChannel } from "@repo/api-client/schemas/lucky-bear";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import type { Locale } from "@repo/i18n/locales";
import { type FormEvent, useState } from "react";
import {
  type ApplicationForm,
  type ApplicationProblems,
  CONTACT_MAX,
  EXPECTED_MAX,
  applicationProblemsFromError,
  checkApplication,
  isAlreadyAgent,
} from "./agent-rules";

const EMPTY: ApplicationForm = { contact: "", channel: "", expectedUsers: "" };

export function AgentApplyForm({ locale, onApplied }: { locale: Locale; onApplied: () => void }) {
  const { t } = useLingui();
  const [form, setForm] = useState<ApplicationForm>(EMPTY);
  const [problems, setProblems] = useState<ApplicationProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const otherwise = useErrorText(t`The application did not go through. Try again.`);
  const apply = useApiMutation(luckyBearInviteEndpoints.agentApply, {
    // The form says what went wrong; no toast on top of it.
    meta: { silent: true },
    onSuccess: onApplied,
    onError: (error) => {
      if (isAlreadyAgent(error)) {
        onApplied();
        return;
      }
      const refused = applicationProblemsFromError(error);
      setProblems(refused);
      setAlert(Object.keys(refused).length > 0 ? t`Please correct the marked fields.` : otherwise(error));
    },
  });

  const channelLabels: Record<AgentChannel, string> = {
    telegram: t`Telegram`,
    facebook: t`Facebook`,
    tiktok: t`TikTok`,
    youtube: t`YouTube`,
    whatsapp: t`WhatsApp`,
    other: t`Other`,
  };
  const max = formatCount(EXPECTED_MAX, locale);
  const problemText = {
    contact: problems.contact === "required" ? t`Enter how we can reach you.` : problems.contact ? t`Use at most ${CONTACT_MAX} characters.` : undefined,
    channel: problems.channel ? t`Choose where you find players.` : undefined,
    expectedUsers: problems.expectedUsers === "required" ? t`Enter how many players you expect.` : problems.expectedUsers ? t`Enter a whole number from 1 to ${max}.` : undefined,
  };
  const edit = (change: Partial<ApplicationForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setAlert(null);
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof ApplicationProblems];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkApplication(form);
    setProblems(checked.problems);
    setAlert(checked.request ? null : t`Please correct the marked fields.`);
    if (!checked.request || !guard.begin()) return;
    apply.mutate(checked.request, { onSettled: guard.end });
  };

  return (
    <Card title={t`Apply to become an agent`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-16" aria-label={t`Agent application`}>
        <p className="text-14 text-text-muted">
          <Trans>Agents get their own invite links and follow the players each one brings. Tell us how you will find players.</Trans>
        </p>
        <TextInput
          label={t`How can we reach you?`}
          hint={t`Telegram username, phone number or e-mail`}
          name="contact"
          value={form.contact}
          maxLength={CONTACT_MAX + 16}
          autoComplete="off"
          error={problemText.contact}
          onChange={(event) => edit({ contact: event.target.value })}
        />
        <fieldset className="flex flex-col gap-8" aria-describedby={problemText.channel ? "agent-channel-error" : undefined}>
          <legend className="mb-8 text-14 font-semibold text-text">
            <Trans>Where do you find players?</Trans>
          </legend>
          <div className="flex flex-wrap gap-8">
            {AGENT_CHANNELS.map((channel) => (
              <label
                key={channel}
                className="flex min-h-40 cursor-pointer items-center gap-6 rounded-full border border-border bg-surface-raised px-12 text-14 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-contrast has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              >
                <input type="radio" name="channel" value={channel} checked={form.channel === channel} onChange={() => edit({ channel })} className="sr-only" />
                {channelLabels[channel]}
              </label>
            ))}
          </div>
          {problemText.channel ? (
            <p id="agent-channel-error" className="text-13 text-danger">
              {problemText.channel}
            </p>
          ) : null}
        </fieldset>
        <TextInput
          label={t`Players you expect to bring each month`}
          name="expected_users"
          inputMode="numeric"
          value={form.expectedUsers}
          maxLength={9}
          autoComplete="off"
          error={problemText.expectedUsers}
          onChange={(event) => edit({ expectedUsers: event.target.value })}
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" size="lg" block loading={apply.isPending}>
          <Trans>Send application</Trans>
        </Button>
      </form>
    </Card>
  );
}
