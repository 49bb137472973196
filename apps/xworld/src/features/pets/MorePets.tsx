"use client";
// /petV2's pager: the pets after the server's first page, 20 at a time, as cards after its cards
// (loaded on the first "Show more" by LaterPets).
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { PetCard } from "./PetCard";

export type PetsPage = ResponseOf<typeof petEndpoints.myPets>;

type MorePetsProps = { first: PetsPage; locale: Locale; config: PetConfig; balance: string } & PagerReport;

export function MorePets({ first, locale, config, balance, onChange }: MorePetsProps) {
  const later = useMorePages(petEndpoints.myPets, { page_size: first.page_size }, { first, idKey: "item_id", onChange });
  return later.map((pet) => <PetCard key={pet.item_id} locale={locale} pet={pet} config={config} balance={balance} renderAgain />);
}
