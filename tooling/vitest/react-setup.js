// Setup of every React workspace. CI runs the unit suites two at a time on two cores, where a screen
// can take longer than Testing Library's default second to settle (a lazily loaded dialog is
// transformed on first use): async queries (findBy*, waitFor) wait up to 15 s before they fail, since
// a hang, not a speed, is what they catch. `resolve.dedupe` in index.js makes this import the
// project's copy.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 15_000 });
