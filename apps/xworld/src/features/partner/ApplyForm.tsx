"use client";
// The partner application: the channel (kind and link), its audience and a contact, checked before
// sending; one submission per tap. After an application the server took, the player's application is read
// again: in the browser's read by the API client's invalidation, on the server-rendered page
// (`renderPage`) by rendering the page again on the server, the button staying busy until it has come.
import { Trans, useLingui } from "@lingui/react/macro";
import { PARTNER_CHANNELS, type PartnerChannel, partnerEndpoints } from "@repo/api-client/endpoints/partner";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { CONTACT_MAX, CONTACT_MIN, checkApplication } from "./partner-rules";

export function ApplyForm({ renderPage = false }: { renderPage?: boolean }) {
  const { t } = useLingui();
  const { renderAgain, rendering } = useRenderAgain();
  const errorText = useErrorText();
  const guard = useSingleSubmit();
  const [channel, setChannel] = useState<PartnerChannel>("telegram");
  const [channelUrl, setChannelUrl] = useState("");
  const [audience, setAudience] = useState("");
  const [contact, setContact] = useState("");
  const [touched, setTouched] = useState(false);
  const apply = useApiMutation(partnerEndpoints.apply, { meta: { silent: true } });
  const check = checkApplication({ channelUrl, audience, contact });
  const shows = (problem: (typeof check.problems)[number]) => touched && check.problems.includes(problem);

  const names: Record<PartnerChannel, string> = {
    telegram: t`Telegram`,
    youtube: t`YouTube`,
    tiktok: t`TikTok`,
    facebook: t`Facebook`,
    other: t`Other`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.problems.length > 0 || rendering || !guard.begin()) return;
    apply.mutate({ channel, channel_url: check.channelUrl, audience: check.audience, contact: check.contact }, { onSuccess: renderPage ? renderAgain : undefined, onSettled: guard.end });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={t`Partner application`}>
      <ChoiceChips
        legend={t`Where you promote`}
        name="channel"
        options={PARTNER_CHANNELS.map((value) => ({ value, label: names[value] }))}
        value={channel}
        onChange={(value) => setChannel(PARTNER_CHANNELS.find((known) => known === value) ?? channel)}
      />
      <TextInput
        label={t`Link to your channel`}
        name="channel_url"
        type="url"
        inputMode="url"
        autoComplete="url"
        value={channelUrl}
        onChange={(event) => setChannelUrl(event.target.value)}
        error={shows("channel_url") ? t`Enter the full link, starting with https://` : undefined}
      />
      <TextInput
        label={t`Followers`}
        name="audience"
        inputMode="numeric"
        value={audience}
        onChange={(event) => setAudience(event.target.value)}
        error={shows("audience") ? t`Enter the number of followers as a whole number.` : undefined}
      />
      <TextInput
        label={t`How we reach you`}
        name="contact"
        hint={t`A Telegram handle, an e-mail or a phone number`}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        error={shows("contact") ? t`Enter ${CONTACT_MIN} to ${CONTACT_MAX} characters.` : undefined}
      />
      <FormAlert>{apply.error ? errorText(apply.error) : null}</FormAlert>
      <Button type="submit" size="lg" block loading={apply.isPending || rendering}>
        <Trans>Send application</Trans>
      </Button>
    </form>
  );
}
