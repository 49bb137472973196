"use client";
// An agent's invite links (agent_invite_link/list): each with its address to copy or share and the
// registrations and first recharges it brought; and the form that adds one (agent_invite_link/add).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiMutation } from "@repo/api-client/react";
import type { AgentInviteLink } from "@repo/api-client/schemas/lucky-bear";
import { useCopyText, useShare } from "@repo/app-shell/features/invite/use-share";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { LINK_NAME_MAX, type LinkNameProblem, checkLinkName, linkNameProblemFromError } from "./agent-rules";

export function AgentLinks({ locale, links }: { locale: Locale; links: AgentInviteLink[] }) {
  const { t } = useLingui();
  const share = useShare();
  const copy = useCopyText();
  return (
    <Card title={t`Your invite links`} flush>
      {links.length === 0 ? (
        <EmptyState title={<Trans>No links yet</Trans>} description={<Trans>Add a link for each place you share it, to see what each one brings.</Trans>} />
      ) : (
        <ul aria-label={t`Your invite links`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
          {links.map((link) => {
            const created = formatDate(link.created_at, { locale });
            const { registered, recharged } = link;
            return (
              <li key={link.id} data-testid={`agent-link-${link.code}`} className="flex flex-col gap-8 px-16 py-12">
                <div className="flex items-baseline justify-between gap-8">
                  <span className="min-w-0 break-words text-15 font-semibold text-text">{link.name}</span>
                  <span className="shrink-0 text-12 text-text-muted">
                    <Trans>Added {created}</Trans>
                  </span>
                </div>
                <p className="break-all rounded-8 bg-surface-sunken px-8 py-6 font-mono text-12">{link.link}</p>
                <p className="text-13 text-text-muted" data-testid="agent-link-stats">
                  <Trans>
                    Registered: <span className="font-semibold text-text tabular-nums">{registered}</span> · Recharged:{" "}
                    <span className="font-semibold text-text tabular-nums">{recharged}</span>
                  </Trans>
                </p>
                <div className="flex gap-8">
                  <Button variant="secondary" size="sm" onClick={() => void copy(link.link)}>
                    <Trans>Copy</Trans>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void share({ text: t`Play at Lucky Bear with me and get a welcome bonus!`, url: link.link })}>
                    <Trans>Share</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddLinkForm existing={links.map((link) => link.name)} />
    </Card>
  );
}

function AddLinkForm({ existing }: { existing: string[] }) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<LinkNameProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const otherwise = useErrorText(t`The link could not be added. Try again.`);
  const add = useApiMutation(luckyBearInviteEndpoints.agentInviteLinkAdd, {
    meta: { silent: true },
    onSuccess: () => setName(""),
    onError: (error) => {
      const refused = linkNameProblemFromError(error);
      setProblem(refused);
      setFailure(refused ? null : otherwise(error));
    },
  });
  const problemText: Record<LinkNameProblem, string> = {
    required: t`Give the link a name.`,
    too_long: t`Use 1 to ${LINK_NAME_MAX} characters.`,
    taken: t`You already have a link with this name.`,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLinkName(name, existing);
    setProblem(found);
    setFailure(null);
    if (found || !guard.begin()) return;
    add.mutate({ name: name.trim() }, { onSettled: guard.end });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Add an invite link`} className="flex flex-col gap-8 border-t border-border px-16 py-16">
      <TextInput
        label={t`New link name`}
        hint={t`Where you will share it, e.g. "Facebook group"`}
        name="link_name"
        value={name}
        maxLength={LINK_NAME_MAX + 10}
        autoComplete="off"
        error={problem ? problemText[problem] : (failure ?? undefined)}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
          setFailure(null);
        }}
      />
      <Button type="submit" block loading={add.isPending}>
        <Trans>Add link</Trans>
      </Button>
    </form>
  );
}
