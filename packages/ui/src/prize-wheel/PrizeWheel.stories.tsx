import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
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
export const LuckybearBrand: Story = { args: { landingId: 5, spins: 1 }, globals: { brand: "luckybear" } };
export const XworldBrand: Story = { args: { landingId: 2, spins: 1 }, globals: { brand: "xworld" } };
