"use client";
// Claiming a reached achievement, once per tap. The claim re-reads the player's honor: the browser's query
// by the API client's invalidation, or (`refreshPage`, on the server-rendered page) the page rendered
// again on the server, the button staying busy until it has come.
import { Trans } from "@lingui/react/macro";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";

export function ClaimAchievement({ achievementId, points, refreshPage = false }: { achievementId: string; points: number; refreshPage?: boolean }) {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const guard = useSingleSubmit();
  const errorText = useErrorText();
  const claim = useApiMutation(honorEndpoints.claim, { meta: { silent: true } });
  return (
    <>
      <Button
        size="sm"
        className="self-start"
        loading={claim.isPending || refreshing}
        onClick={() => {
          if (!guard.begin()) return;
          claim.mutate(
            { achievement_id: achievementId },
            {
              onSuccess: () => {
                if (refreshPage) renderAgain();
              },
              onSettled: guard.end,
            },
          );
        }}
      >
        <Trans>Claim {points} honor</Trans>
      </Button>
      <FormAlert>{claim.error ? errorText(claim.error) : null}</FormAlert>
    </>
  );
}
