"use client";
// The moment the server rendered the page (epoch ms), given once at the top by the app's runtime. A
// countdown in the server's HTML and the hydration render shows the time left at that moment, not a
// placeholder, so its text (and the line it may wrap onto) has its real length from the first paint
// and nothing shifts when the browser's clock takes over. Null (no provider): the placeholder.
import { createContext } from "react";

export const RenderedAtContext = createContext<number | null>(null);
