"use client";
// The form that adds a link on the server-rendered page: once added, the page is rendered again on the
// server (router.refresh), with the new link in the list.
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { AddLinkForm } from "./AddLinkForm";

export function AddLinkRefreshing({ existing }: { existing: string[] }) {
  const { renderAgain } = useRenderAgain();
  return <AddLinkForm existing={existing} onAdded={renderAgain} />;
}
