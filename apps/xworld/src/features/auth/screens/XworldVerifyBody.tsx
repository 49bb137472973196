"use client";
// The shared VerifyBody with xworld's adapter (functions cannot cross from the server page).
import { VerifyBody, type VerifyBodyProps } from "@repo/app-shell/features/auth/ui/VerifyBody";
import { xworldAuth } from "../xworld-auth";

export const XworldVerifyBody = (props: Omit<VerifyBodyProps, "adapter">) => <VerifyBody adapter={xworldAuth} {...props} />;
