"use client";
// The form that adds an agent link (agent_invite_link/add): a name is required, at most 30 characters,
// unique among the agent's links without regard to case (checked against `existing` first; a server
// refusal of the name says the same). One submission per tap; `onAdded` after a link was added (the
// browser's list re-reads itself by the call's invalidation; the server-rendered page renders again).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { LINK_NAME_MAX, type LinkNameProblem, checkLinkName, linkNameProblemFromError } from "./agent-rules";

export function AddLinkForm({ existing, onAdded }: { existing: string[]; onAdded?: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<LinkNameProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const otherwise = useErrorText(t`The link could not be added. Try again.`);
  const add = useApiMutation(luckyBearInviteEndpoints.agentInviteLinkAdd, {
    meta: { silent: true },
    onSuccess: () => {
      setName("");
      onAdded?.();
    },
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
