import { redirectAlias } from "@/features/setup/setup-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The spec's bare "setup" (login-required by the route table): the new player's setup, at /user/setup. */
export default async function SetupAliasPage({ params, searchParams }: Props) {
  return redirectAlias(params, searchParams, "/user/setup");
}
