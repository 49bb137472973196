import { redirectAlias } from "@/features/setup/setup-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The spec's bare "followTask" (login-required by the route table): following a social account for a task, at /offer/followTask. */
export default async function FollowTaskAliasPage({ params, searchParams }: Props) {
  return redirectAlias(params, searchParams, "/offer/followTask");
}
