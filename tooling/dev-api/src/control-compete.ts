// Test control of the compete areas (under /__dev/compete):
//   POST /__dev/compete/deposit     { user_id, coin_name, amount }: money arrives in a player's wallet
//                                   (stands for a recharge, so a test player can stake)
//   POST /__dev/compete/close-round { board }: the current round of "win" or "inbet" ends now (stands for
//                                   its timer running out): it draws, its bets are settled, the next starts
// Answers are envelopes; a refused step answers HTTP 409 with its code.
import { BIT_BOARDS } from "@repo/api-client/endpoints/bit-game";
import { Hono } from "hono";
import { z } from "zod/mini";
import { DEV_CODES, DevFailure, success } from "./envelope";
import { parseAmount } from "./routes/amounts";
import type { DevState } from "./state";
import { drawRound } from "./state/bit-game";
import { formatMicro } from "./state/money";

const depositInput = z.object({ user_id: z.number(), coin_name: z.string(), amount: z.string() });
const closeInput = z.object({ board: z.enum(BIT_BOARDS) });

export function createCompeteControlRoutes(host: { state(): DevState }): Hono {
  const control = new Hono();
  const refused = (error: unknown) => {
    if (error instanceof DevFailure) return { code: error.code, msg: error.msg, data: null };
    throw error;
  };
  control.post("/deposit", async (c) => {
    const body = depositInput.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: "Send { user_id, coin_name, amount }", data: null }, 400);
    const state = host.state();
    const { user_id, coin_name, amount } = body.data;
    if (!state.users.get(user_id)) return c.json({ code: DEV_CODES.NOT_FOUND, msg: "Unknown user", data: null }, 404);
    try {
      state.wallet.change(user_id, coin_name, parseAmount(amount), "deposit", "test deposit");
      return c.json(success({ user_id, coin_name: coin_name.toUpperCase(), balance: formatMicro(state.wallet.balance(user_id, coin_name)) }));
    } catch (error) {
      return c.json(refused(error), 409);
    }
  });
  control.post("/close-round", async (c) => {
    const body = closeInput.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: `Send { board } (${BIT_BOARDS.join(" or ")})`, data: null }, 400);
    const state = host.state();
    const { board } = body.data;
    const roundId = state.bitGame.closeRound(board);
    return c.json(success({ board, round_id: roundId, ...drawRound(state.seed, board, roundId) }));
  });
  return control;
}
