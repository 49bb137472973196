import type { MetadataRoute } from "next";

/** A name, not a phrase: the same in every language. */
const APP_NAME = "Lucky Bear";

// Makes the casino installable ("add to home screen"), which the PWA dialog on /luckybear offers.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: APP_NAME,
    short_name: APP_NAME,
    start_url: "/luckybear",
    scope: "/",
    display: "standalone",
    background_color: "#14101f",
    theme_color: "#14101f",
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
