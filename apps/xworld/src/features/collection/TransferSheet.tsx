"use client";
// Sends an NFT to another player (wallet xbnft_transfer): the receiver's address, checked before it is
// sent, a confirmation that it leaves the collection, one submission per tap with an attempt key kept
// for a retry after an unknown outcome.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { BottomSheet } from "@repo/ui/bottom-sheet";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { shortAddress } from "../wallet/addresses";
import { checkNftAddress } from "./collectible-rules";
import { useCollectibleErrorText } from "./use-collectible-error-text";

export type TransferResult = ResponseOf<typeof walletEndpoints.xbnftTransfer> & { to_address: string };

export interface TransferSheetProps {
  item: Collectible;
  open: boolean;
  onClose: () => void;
  onSent: (result: TransferResult) => void;
}

export function TransferSheet({ item, open, onClose, onSent }: TransferSheetProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const errorText = useCollectibleErrorText();
  const send = useApiMutation(walletEndpoints.xbnftTransfer, { meta: { silent: true } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNftAddress(text);
    if (!check.ok) {
      setProblem(check.problem === "empty" ? t`Enter the receiver's address.` : t`Enter an address of 0x and 40 letters or digits.`);
      return;
    }
    setProblem(null);
    send.reset();
    setReview(check.address);
  };

  const confirm = () => {
    if (!review || !guard.begin()) return;
    const request = { nft_id: item.item_id, to_address: review };
    send.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (result) => {
          attempts.settle();
          onSent({ ...result, to_address: request.to_address });
        },
        onError: (error) => attempts.failed(error),
        onSettled: () => {
          guard.end();
          setReview(null);
        },
      },
    );
  };

  const name = item.name;
  const receiver = review ? shortAddress(review) : "";
  return (
    <>
      <BottomSheet open={open} onClose={onClose} title={<Trans>Send {name}</Trans>}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-16">
          <p className="text-14 text-text-muted">
            <Trans>The NFT goes to the wallet address you enter. A player's address is on their showcase.</Trans>
          </p>
          <TextInput
            label={t`Receiver's address`}
            name="to_address"
            autoComplete="off"
            spellCheck={false}
            value={text}
            error={problem ?? undefined}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
          <FormAlert>{send.error ? errorText(send.error) : null}</FormAlert>
          <Button type="submit" block loading={send.isPending}>
            <Trans>Review</Trans>
          </Button>
        </form>
      </BottomSheet>
      <ConfirmDialog
        open={review !== null}
        title={t`Send this NFT?`}
        description={t`${name} leaves your collection for ${receiver}. This cannot be undone.`}
        confirmLabel={<Trans>Send</Trans>}
        pending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </>
  );
}
