// The collectibles services: NFT (collection, showcase, roll, market), pet and search.
import type { Route } from "../../serve";
import { marketRoutes } from "./market";
import { nftRoutes } from "./nft";
import { petRoutes } from "./pet";
import { searchRoutes } from "./search";

export const collectibleRoutes: Route[] = [...nftRoutes, ...marketRoutes, ...petRoutes, ...searchRoutes];
