"use client";
// A catalogue game with "Add": one add per tap (add_game); it then reads Added, as it does when the server
// says the player has it already; another refusal shows on the row.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CatalogGame } from "@repo/api-client/endpoints/product";
import { PROFILE_CODES, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { ListItem } from "@repo/ui/list";
import { CatalogGameIcon } from "./CatalogGameIcon";
import { GameAdded } from "./GameAdded";

export function GameRow({ game }: { game: CatalogGame }) {
  const { t } = useLingui();
  const guard = useSingleSubmit();
  const add = useApiMutation(profileEndpoints.addGame, { meta: { silent: true } });
  const errorText = useErrorText();
  const name = game.name;
  // A game added a moment ago (the list refreshes after) or one the server says is there already.
  const added = game.added || add.isSuccess || isBusinessError(add.error, PROFILE_CODES.ALREADY_DONE);
  return (
    <ListItem
      leading={<CatalogGameIcon game={game} />}
      title={<span className="font-semibold">{name}</span>}
      subtitle={add.error && !added ? <span className="text-danger">{errorText(add.error)}</span> : game.summary}
      trailing={
        added ? (
          <GameAdded />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={add.isPending}
            aria-label={t`Add ${name} to my games`}
            onClick={() => {
              if (!guard.begin()) return;
              add.mutate({ product_id: game.product_id }, { onSettled: () => guard.end() });
            }}
          >
            <Trans>Add</Trans>
          </Button>
        )
      }
    />
  );
}
