"use client";
// The network fee page's table, loaded after start (its code is not in the route's first load): with the
// server's reads it asks for nothing they answered. Until then `placeholder` shows, drawn by the server
// (GasTablePreview with the server's fees, or the skeleton when the server had no reads for this reader).
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { GasReadProps } from "./GasRead";

export const GasFromBrowser = placeheldPart<GasReadProps>(() => import("./GasRead").then((module) => module.GasRead));
