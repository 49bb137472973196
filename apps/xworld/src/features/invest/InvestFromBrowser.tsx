"use client";
// The browser's parts of /invest, each loaded only when it renders: the player's holdings (always read
// in the browser) and the products when the server could not read them.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const InvestHoldingsFromBrowser = lazyPart(() => import("./InvestHoldingsPart").then(({ InvestHoldingsPart }) => InvestHoldingsPart), null);

export const InvestProductsFromBrowser = lazyPart(() => import("./InvestProductsRead").then(({ InvestProductsRead }) => InvestProductsRead), <List loading />);
