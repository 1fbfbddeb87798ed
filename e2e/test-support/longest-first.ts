import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (per-file times in decision 102). Vitest starts the files whose
 * times it remembers longest first, but a fresh clone (CI) has no such memory and starts the largest files first:
 * the sweep, short in lines, then came last and ran alone for two minutes while the other worker idled.
 */
const LONGEST_FILES = [
  'e2e/booking/forced-failures.e2e.test.ts',
  'e2e/accessibility.e2e.test.ts',
  'e2e/booking/existing-patient.e2e.test.ts',
  'e2e/overlays.e2e.test.ts',
];

/** Vitest's order, with the files above first, in their order. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    for (const file of LONGEST_FILES)
      if (!existsSync(join(root, file))) throw new Error(`${file}, listed in LONGEST_FILES, does not exist: rename or drop it there`);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FILES.indexOf(relative(root, spec.moduleId));
      return at === -1 ? LONGEST_FILES.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, at) => ({ spec, at }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.at - b.at)
      .map(({ spec }) => spec);
  }
}
