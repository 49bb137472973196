// What a guest reads where a player bets (the prompt and the server's placeholder of it).
import { Trans } from "@lingui/react/macro";

export const betSignInTitle = () => <Trans>Bet on the next round</Trans>;
export const betSignInDescription = () => <Trans>Sign in to place bets; a winning bet pays its odds into your game balance.</Trans>;
