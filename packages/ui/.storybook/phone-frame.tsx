// A decorator that lays a story out at a phone's width whatever the test browser's window: the viewport
// global sizes the Storybook preview, not the page the story tests run in.
import type { Decorator } from "@storybook/react-vite";

/**
 * `width` and `fixedHeight` are in the kit's units (`--spacing`, 0.01rem), whose size in pixels follows the
 * screen's width and the brand: xworld's screen is 375 units wide on every phone, luckybear's 312.5. A
 * frame in pixels gave the two brands different layouts (luckybear's units are 1.2 px in the test browser).
 * `fixedHeight`: the frame holds fixed-position parts (a transformed box is their containing block) at that height.
 */
export function phoneFrame(width: number, fixedHeight?: number): Decorator {
  const inUnits = { width: `calc(${width}*var(--spacing))` };
  const style = fixedHeight === undefined ? inUnits : { ...inUnits, height: `calc(${fixedHeight}*var(--spacing))`, transform: "translateZ(0)" };
  const PhoneFrame: Decorator = (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
  return PhoneFrame;
}
