// A form's controls as the server draws them before the form's part has loaded after start: CoinSelect's
// and ChoiceChips' look with the server's choice, not yet usable (disabled), of the same size so nothing
// shifts when the form comes. No client code. `id` names them within the page.

export function CoinSelectPreview({ id, label, value, coins }: { id: string; label: string; value: string; coins: readonly string[] }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-6">
      <label htmlFor={id} className="text-13 font-semibold text-text-muted">
        {label}
      </label>
      <select id={id} defaultValue={value} disabled className="min-h-48 w-full rounded-12 border border-border bg-surface px-12 text-16 font-semibold text-text">
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ChoiceChipsPreview({ id, legend, value, options }: { id: string; legend: string; value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <fieldset className="flex flex-col gap-8" disabled>
      <legend className="mb-8 text-13 font-semibold text-text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-8">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={`${id}-${option.value}`}
              className={`inline-flex min-h-40 items-center rounded-full border px-14 text-14 font-semibold ${
                checked ? "border-primary bg-primary text-primary-contrast" : "border-border bg-surface text-text"
              }`}
            >
              <input id={`${id}-${option.value}`} type="radio" value={option.value} defaultChecked={checked} className="sr-only" />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
