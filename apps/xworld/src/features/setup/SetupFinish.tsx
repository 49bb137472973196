"use client";
// "Finish" (or "Finish later with the defaults" while a step is open): one submission per tap. After it,
// the setup is read again: the browser's query by the API client's invalidation, or (`renderAgainAfter`,
// on the server-rendered page) the page rendered again on the server, the button staying busy until it
// has come.
import { Trans } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";

export interface SetupFinishProps {
  stepsOpen: boolean;
  renderAgainAfter?: boolean;
}

export function SetupFinish({ stepsOpen, renderAgainAfter = false }: SetupFinishProps) {
  const guard = useSingleSubmit();
  const finish = useApiMutation(profileEndpoints.finishSetup, { meta: { silent: true } });
  const errorText = useErrorText();
  const { renderAgain, rendering } = useRenderAgain();
  return (
    <>
      <FormAlert>{finish.error ? errorText(finish.error) : null}</FormAlert>
      <Button
        variant={stepsOpen ? "ghost" : "primary"}
        size="lg"
        block
        loading={finish.isPending || rendering}
        onClick={() => {
          if (!guard.begin()) return;
          finish.mutate(
            {},
            {
              onSuccess: () => {
                if (renderAgainAfter) renderAgain();
              },
              onSettled: () => guard.end(),
            },
          );
        }}
      >
        {stepsOpen ? <Trans>Finish later with the defaults</Trans> : <Trans>Finish</Trans>}
      </Button>
    </>
  );
}
