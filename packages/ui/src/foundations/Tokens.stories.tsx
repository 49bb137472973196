import type { Meta, StoryObj } from "@storybook/react-vite";

// The kit's design tokens as they render in the active brand and scheme (toolbar).

const PAIRS = [
  ["bg-surface text-text", "surface / text"],
  ["bg-surface-raised text-text", "surface-raised / text"],
  ["bg-surface-sunken text-text-muted", "surface-sunken / text-muted"],
  ["bg-primary text-primary-contrast", "primary / primary-contrast"],
  ["bg-accent text-accent-contrast", "accent / accent-contrast"],
  ["bg-danger text-danger-contrast", "danger / danger-contrast"],
  ["bg-success text-success-contrast", "success / success-contrast"],
  ["bg-warning text-warning-contrast", "warning / warning-contrast"],
] as const;

const TEXT_SIZES = ["text-12", "text-14", "text-16", "text-20", "text-24", "text-32"] as const;
/** The three weights (tokens.css): each size and weight on a page is one more font its first layout looks up. */
const WEIGHTS = ["font-normal", "font-semibold", "font-bold"] as const;
const RADII = ["rounded-4", "rounded-8", "rounded-12", "rounded-16", "rounded-24", "rounded-full"] as const;

function Tokens() {
  return (
    <div className="flex flex-col gap-24">
      <section className="flex flex-col gap-8">
        <h2 className="text-16 font-semibold">Colours</h2>
        {PAIRS.map(([classes, name]) => (
          <div key={name} className={`rounded-12 border border-border px-12 py-10 text-14 ${classes}`}>
            {name}
          </div>
        ))}
        <p className="text-14">
          <span className="text-link underline">link</span> · <span className="text-danger">danger</span> ·{" "}
          <span className="text-success">success</span> · <span className="text-warning">warning</span>
        </p>
      </section>
      <section className="flex flex-col gap-8">
        <h2 className="text-16 font-semibold">Type scale (design px)</h2>
        {TEXT_SIZES.map((size) => (
          <p key={size} className={size}>
            {`${size}: Lucky bear 88`}
          </p>
        ))}
        <p className="text-14">
          {WEIGHTS.map((weight) => (
            <span key={weight} className={`mr-12 ${weight}`}>
              {weight}
            </span>
          ))}
        </p>
      </section>
      <section className="flex flex-col gap-8">
        <h2 className="text-16 font-semibold">Radii and shadows</h2>
        <div className="flex flex-wrap gap-12">
          {RADII.map((radius) => (
            <div key={radius} className={`flex size-64 items-center justify-center bg-surface-raised text-11 shadow-card ${radius}`}>
              {radius.replace("rounded-", "")}
            </div>
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-8">
        <h2 className="text-16 font-semibold">Spacing: utility numbers are design px</h2>
        {[4, 8, 16, 24, 32].map((space) => (
          <div key={space} className="flex items-center gap-8 text-12">
            <span className="h-8 bg-primary" style={{ width: `${space / 100}rem` }} />
            {`p-${space} = ${space} design px`}
          </div>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: Tokens,
  tags: ["!autodocs"],
} satisfies Meta<typeof Tokens>;

export default meta;

export const Overview: StoryObj<typeof meta> = {};
