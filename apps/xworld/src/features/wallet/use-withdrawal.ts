"use client";
// A withdrawal: off-chain → on-chain to the player's own address (transfer_from_offchain_to_onchain);
// to another address, what arrived is then sent on from there (onchain_transfer). If that second step
// fails the coins are safe on the player's own address, and it can be tried again.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletMoveEndpoints } from "@repo/api-client/endpoints/wallet-moves";
import { useApiMutation } from "@repo/api-client/react";
import { useCallback } from "react";

export type WithdrawOrder = ResponseOf<typeof walletMoveEndpoints.transferFromOffchainToOnchain>;
export type OnchainSend = ResponseOf<typeof walletMoveEndpoints.onchainTransfer>;

export interface WithdrawRequest {
  coin: string;
  amount: string;
  chain: string;
  /** The player's own address on the chain. */
  ownAddress: string;
  /** Another address to send to; null for the player's own. */
  otherAddress: string | null;
}

export type WithdrawOutcome =
  | { kind: "done"; request: WithdrawRequest; order: WithdrawOrder; send: OnchainSend | null }
  /** Reached the player's own address; sending it on to the other address failed. */
  | { kind: "forward_failed"; request: WithdrawRequest; order: WithdrawOrder; error: unknown };

export function useWithdrawal() {
  const transfer = useApiMutation(walletMoveEndpoints.transferFromOffchainToOnchain, { meta: { silent: true } });
  const send = useApiMutation(walletMoveEndpoints.onchainTransfer, { meta: { silent: true } });
  const { mutateAsync: transferAsync } = transfer;
  const { mutateAsync: sendAsync } = send;

  /**
   * Sends what arrived on to the other address (again, after a failure). The send's idempotency key
   * derives from the order, so sending on the same order twice is answered once.
   */
  const forward = useCallback(
    async (request: WithdrawRequest, order: WithdrawOrder): Promise<WithdrawOutcome> => {
      if (!request.otherAddress) return { kind: "done", request, order, send: null };
      try {
        const sent = await sendAsync({
          coin_name: request.coin,
          amount: order.amount_received,
          chain: request.chain,
          to_address: request.otherAddress,
          idempotency_key: `send-${order.order_id}`.slice(0, 64).replace(/[^\w-]/g, "-"),
        });
        return { kind: "done", request, order, send: sent };
      } catch (error) {
        return { kind: "forward_failed", request, order, error };
      }
    },
    [sendAsync],
  );

  /**
   * Rejects when the withdrawal itself fails. `attemptKey` is the confirmed attempt's idempotency key:
   * the same on a retry after a timeout, so the withdrawal is made once.
   */
  const withdraw = useCallback(
    async (request: WithdrawRequest, attemptKey: string): Promise<WithdrawOutcome> => {
      const order = await transferAsync({ coin_name: request.coin, amount: request.amount, chain: request.chain, idempotency_key: attemptKey });
      return forward(request, order);
    },
    [transferAsync, forward],
  );

  return { withdraw, forward, pending: transfer.isPending || send.isPending, error: transfer.error, reset: transfer.reset };
}
