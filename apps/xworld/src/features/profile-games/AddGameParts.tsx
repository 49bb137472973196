"use client";
// The browser's parts of /profile/addProduct, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the catalogue (search,
// paging, Add), loaded after start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { AddGameReadProps } from "./AddGameRead";
import type { CatalogProps } from "./Catalog";

export const AddGameFromBrowser = placeheldPart<AddGameReadProps>(() => import("./AddGameRead").then(({ AddGameRead }) => AddGameRead));

export const CatalogPart = placeheldPart<CatalogProps>(() => import("./Catalog").then(({ Catalog }) => Catalog));
