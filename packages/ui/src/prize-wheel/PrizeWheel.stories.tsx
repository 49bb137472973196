import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { PrizeWheel, type WheelSegment } from "./PrizeWheel";

const SEGMENTS: WheelSegment[] = [
  { id: 1, label: "0.10 USDT" },
  { id: 2, label: "0.50 USDT" },
  { id: 3, label: "1 USDT" },
  { id: 4, label: "5 USDT" },
  { id: 5, label: "20 USDT" },
  { id: 6, label: "100 USDT" },
];

function SpinDemo({ landingId }: { landingId: number }) {
  const [spins, setSpins] = useState(0);
  return (
    <div className="flex flex-col gap-16">
      <PrizeWheel label="Lucky wheel" segments={SEGMENTS} landingId={spins > 0 ? landingId : null} spins={spins} />
      <button type="button" className="rounded-16 bg-primary p-12 text-primary-contrast" onClick={() => setSpins((count) => count + 1)}>
        Spin
      </button>
    </div>
  );
}

const meta = {
  title: "Rewards/PrizeWheel",
  component: PrizeWheel,
  args: { label: "Lucky wheel", segments: SEGMENTS, landingId: null, spins: 0 },
} satisfies Meta<typeof PrizeWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Landed: Story = { args: { landingId: 4, spins: 1 } };
export const Interactive: Story = { render: () => <SpinDemo landingId={3} /> };
/** Casino prizes: the amount over its coin, the coin never broken ("0,10 LB-USDT" broke after "LB-"). */
export const AmountOverCoin: Story = {
  args: {
    segments: ["0,10", "0,50", "1", "5", "20"].map((amount, index) => ({ id: index + 1, label: amount, unit: "LB-USDT" })),
  },
  play: async ({ canvasElement }) => {
    const units = [...canvasElement.querySelectorAll("[data-testid=prize-wheel-disc] span span")];
    await expect(units.map((unit) => unit.textContent)).toEqual(Array(5).fill("LB-USDT"));
    for (const unit of units) {
      const range = document.createRange();
      range.selectNodeContents(unit);
      // One line box, wherever the segment turns it: every rect of the text has the same centre.
      const lines = new Set([...range.getClientRects()].map((rect) => `${Math.round(rect.x + rect.width / 2)},${Math.round(rect.y + rect.height / 2)}`));
      await expect(lines.size).toBe(1);
    }
  },
};
export const LuckybearBrand: Story = { args: { landingId: 5, spins: 1 }, globals: { brand: "luckybear" } };
export const XworldBrand: Story = { args: { landingId: 2, spins: 1 }, globals: { brand: "xworld" } };
