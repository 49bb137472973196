"use client";
// The market's search (name or series), order and rarity on a kind's tab. A choice goes to `onChange`
// (MarketControls, which renders the page again on the server for it); the words are sent on Search.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Rarity } from "@repo/api-client/schemas/collectibles";
import type { MarketSort } from "@repo/api-client/schemas/market";
import { Button } from "@repo/ui/button";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useId, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import type { MarketQuery } from "./market-query";

export interface RarityChoice {
  value: Rarity;
  label: string;
}

export interface MarketFiltersProps {
  query: MarketQuery;
  /** The rarity chips, with their labels. */
  rarities: readonly RarityChoice[];
  onChange: (next: Partial<MarketQuery>) => void;
}

export function MarketFilters({ query, rarities, onChange }: MarketFiltersProps) {
  const { t } = useLingui();
  const sortId = useId();
  const [words, setWords] = useState(query.keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: words.trim() });
  };
  const sorts: { value: MarketSort; label: string }[] = [
    { value: "newest", label: t`Newest` },
    { value: "price_asc", label: t`Price: low to high` },
    { value: "price_desc", label: t`Price: high to low` },
    { value: "rarity", label: t`Rarest first` },
  ];
  return (
    <>
      <form role="search" onSubmit={search} className="flex items-end gap-8 pt-4">
        <TextInput
          containerClassName="min-w-0 flex-1"
          label={t`Search the market`}
          hideLabel
          type="search"
          name="q"
          placeholder={t`Name or series`}
          enterKeyHint="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <div className="flex items-center gap-8">
        <label htmlFor={sortId} className="text-13 font-semibold text-text-muted">
          <Trans>Order</Trans>
        </label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as MarketSort })}
          className="min-h-40 flex-1 rounded-12 border border-border bg-surface px-12 text-14 text-text"
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <ChoiceChips
        legend={t`Rarity`}
        name="rarity"
        value={query.rarity ?? "all"}
        onChange={(value) => onChange({ rarity: value === "all" ? null : (value as Rarity) })}
        options={[{ value: "all", label: t`All` }, ...rarities]}
      />
    </>
  );
}
