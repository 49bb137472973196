import { redirectAlias } from "@/features/setup/setup-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The spec's bare "create" (login-required by the route table): the new player's first setup step (their name), at /user/setup/name. */
export default async function CreateAliasPage({ params, searchParams }: Props) {
  return redirectAlias(params, searchParams, "/user/setup/name");
}
