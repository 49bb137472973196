// Stand-in game pages, so a person trying the product in dev can play what the launch links open
// (the providers' hosts do not exist on these machines), like the stand-in OAuth page:
//
//   GET  /__dev/play/task/<productId>?player=<token>   an xworld game: a round completes the player's
//   POST /__dev/play/task/<productId>                  running tasks of it (then claim them in xworld)
//   GET  /__dev/play/casino/<provider>/<gameId>?token= a casino game: stake 1, 5 or 10 LB-USDT a round;
//   POST /__dev/play/casino/<provider>/<gameId>        the bet counts toward VIP, live prizes, championships
//
// A POST answers 303 back to its page with the outcome in the query (reloading replays nothing).
// Plain forms, no script: the pages work in any webview.
import { Hono } from "hono";
import { DevFailure } from "../envelope";
import { devPage, escapeHtml } from "../routes/dev-page";
import type { DevState } from "../state";
import { LB_COIN } from "../state/lucky-bear";
import { formatMicro } from "../state/money";
import { type CasinoRound, playCasinoRound, ROUND_STAKES } from "./casino-round";
import { playTaskRound, runningTasks } from "./task-round";
import { casinoToken, playerOfToken, taskGameToken } from "./tokens";

export interface PlayHost {
  state(): DevState;
  nowSeconds(): number;
}

export const taskGamePath = (productId: number) => `/__dev/play/task/${productId}`;
export const casinoGamePath = (provider: string, gameId: number) => `/__dev/play/casino/${encodeURIComponent(provider)}/${gameId}`;

const hidden = (field: string, value: string) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
const refused = (title: string, problem: string) => devPage(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(problem)}</p>`);
async function readForm(request: { parseBody(): Promise<Record<string, unknown>> }): Promise<(field: string) => string | undefined> {
  const body = await request.parseBody().catch((): Record<string, unknown> => ({}));
  return (field) => {
    const value = body[field];
    return typeof value === "string" ? value : undefined;
  };
}

function taskGamePage(name: string, player: string | null, running: string[], done: string | undefined): string {
  const outcome =
    done === undefined
      ? ""
      : Number(done) > 0
        ? `<p role="status">Round played: ${Number(done)} task(s) done. Go back to xworld and claim your reward.</p>`
        : `<p role="status">Round played. No running task of this game was waiting for it.</p>`;
  if (!player) {
    return devPage(
      `${name} (stand-in)`,
      `<h1>${escapeHtml(name)}</h1><p>This page stands for the game on this machine.</p>
<p role="alert">You are playing as a guest: sign in to xworld and open the game from one of its tasks to make your play count.</p>`,
    );
  }
  const waiting = running.length > 0 ? `<p>Tasks waiting for this round:</p>${list(running)}` : `<p>None of your tasks of this game is running: start one in xworld first.</p>`;
  return devPage(
    `${name} (stand-in)`,
    `<h1>${escapeHtml(name)}</h1><p>This page stands for the game on this machine. Playing a round reports your running tasks of this game as done.</p>
${outcome}${waiting}
<form method="post">${hidden("player", player)}<div class="actions"><button type="submit" class="primary">Play a round</button></div></form>`,
  );
}

function casinoGamePage(name: string, token: string, balanceMicro: number, outcome: string): string {
  const options = ROUND_STAKES.map((stake) => `<option value="${stake}">${stake} ${LB_COIN}</option>`).join("");
  return devPage(
    `${name} (stand-in)`,
    `<h1>${escapeHtml(name)}</h1><p>This page stands for the provider's game on this machine. Your bets count toward VIP, live prizes and championships.</p>
${outcome}<p>Your balance: <strong>${formatMicro(balanceMicro)} ${LB_COIN}</strong></p>
<form method="post">${hidden("token", token)}<label for="stake">Stake</label><select id="stake" name="stake">${options}</select>
<div class="actions"><button type="submit" class="primary">Bet</button></div></form>
<p>Close this tab to go back to Lucky Bear.</p>`,
  );
}

function roundOutcome(query: (name: string) => string | undefined): string {
  const bet = query("bet");
  const win = query("win");
  if (bet === undefined || win === undefined) return "";
  return Number(win) > 0
    ? `<p role="status">You bet ${escapeHtml(bet)} ${LB_COIN} and won ${escapeHtml(win)} ${LB_COIN}.</p>`
    : `<p role="status">You bet ${escapeHtml(bet)} ${LB_COIN}. No win this round.</p>`;
}

export function devPlayRoutes(host: PlayHost): Hono {
  const routes = new Hono();

  const taskGame = (productIdText: string) => {
    const productId = Number(productIdText);
    const game = Number.isSafeInteger(productId) ? host.state().taskCatalog.gameOf(productId) : undefined;
    return game ? { productId, game } : null;
  };

  routes.get("/task/:productId", (c) => {
    const found = taskGame(c.req.param("productId"));
    if (!found) return c.html(refused("No such game", "This game does not exist."), 404);
    const state = host.state();
    const player = playerOfToken(state, c.req.query("player"), (userId) => taskGameToken(state.seed, userId, found.productId));
    const running = player ? runningTasks(state, player.user_id, found.game) : [];
    return c.html(taskGamePage(found.game.name, player ? (c.req.query("player") ?? null) : null, running, c.req.query("done")));
  });

  routes.post("/task/:productId", async (c) => {
    const found = taskGame(c.req.param("productId"));
    if (!found) return c.html(refused("No such game", "This game does not exist."), 404);
    const state = host.state();
    const token = (await readForm(c.req))("player");
    const player = playerOfToken(state, token, (userId) => taskGameToken(state.seed, userId, found.productId));
    if (!player || !token) return c.html(refused("Not signed in", "Open the game from one of its tasks in xworld to play for your account."), 403);
    const round = playTaskRound(state, player.user_id, found.game);
    const back = new URLSearchParams({ player: token, done: String(round.completed.length) });
    return c.redirect(`${taskGamePath(found.productId)}?${back.toString()}`, 303);
  });

  const casinoGame = (provider: string, gameIdText: string) => {
    const gameId = Number(gameIdText);
    return host.state().games.find((game) => game.game_id === gameId && game.provider === provider) ?? null;
  };
  const casinoPlayer = (state: DevState, gameId: number, token: string | undefined) =>
    playerOfToken(state, token, (userId) => casinoToken(state.seed, userId, gameId));
  const invalidLaunch = () => refused("Launch link not valid", "This launch link is not valid: open the game from Lucky Bear again.");

  routes.get("/casino/:provider/:gameId", (c) => {
    const game = casinoGame(c.req.param("provider"), c.req.param("gameId"));
    if (!game) return c.html(refused("No such game", "This game does not exist."), 404);
    const state = host.state();
    const token = c.req.query("token");
    const player = casinoPlayer(state, game.game_id, token);
    if (!player || !token) return c.html(invalidLaunch(), 403);
    const outcome = roundOutcome((name) => c.req.query(name));
    return c.html(casinoGamePage(game.name, token, state.wallet.balance(player.user_id, LB_COIN), outcome));
  });

  routes.post("/casino/:provider/:gameId", async (c) => {
    const game = casinoGame(c.req.param("provider"), c.req.param("gameId"));
    if (!game) return c.html(refused("No such game", "This game does not exist."), 404);
    const state = host.state();
    const form = await readForm(c.req);
    const token = form("token");
    const player = casinoPlayer(state, game.game_id, token);
    if (!player || !token) return c.html(invalidLaunch(), 403);
    let round: CasinoRound;
    try {
      round = playCasinoRound(state, player, game, Number(form("stake")), host.nowSeconds());
    } catch (error) {
      if (!(error instanceof DevFailure)) throw error;
      const problem = `<p role="alert">${escapeHtml(error.msg)}</p>`;
      return c.html(casinoGamePage(game.name, token, state.wallet.balance(player.user_id, LB_COIN), problem), 409);
    }
    const back = new URLSearchParams({ token, bet: formatMicro(round.bet_micro), win: formatMicro(round.win_micro) });
    return c.redirect(`${casinoGamePath(game.provider, game.game_id)}?${back.toString()}`, 303);
  });

  return routes;
}
