// The spec lives in docs/spec/ (docs/architecture.md): every citation in the repo must name a file and a section
// that exist there, and the copy must match the shared original the team edits, when that is beside the clone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
const specDir = join(repoRoot, 'docs', 'spec');
// The shared originals, by their name in docs/spec/ (CI has a read-only copy of shared/ beside the clone).
const sharedDir = join(repoRoot, '..', 'shared');
const SHARED_ORIGINALS = { 'booking.md': 'spec/booking.md', 'website.md': 'spec/website.md', 'athena-api.md': 'athena-api.md' };

// A spec file's name, then the sections that follow it: "booking.md §4", "website.md §4, §8", "§7 and §9", "§4.10".
const CITATION = /\b([A-Za-z][A-Za-z-]*)\.md((?:[\s,;]*(?:and|or)?\s*§\s?\d+(?:\.\d+)*)*)/g;
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
// A bare name is a spec citation only under a spec file's name (README.md is not); a name with a § always is.
const SPEC_NAMES = new Set(Object.keys(SHARED_ORIGINALS));
// This file's own examples name missing sections on purpose.
const THIS_FILE = 'scripts/spec-docs.test.mjs';

/** The section numbers a spec file's headings define: "## 4. States" gives 4, "### 4.10 PUT …" gives 4.10. */
function sectionsOf(text) {
  return new Set([...text.matchAll(/^#{2,}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1]));
}

/** Every spec citation of one text, as { name, sections } (a citation without § has no sections). */
function citationsIn(text) {
  return [...text.matchAll(CITATION)]
    .map((match) => ({ name: `${match[1]}.md`, sections: [...match[2].matchAll(SECTION)].map((section) => section[1]) }))
    .filter(({ name, sections }) => SPEC_NAMES.has(name) || sections.length > 0);
}

/** What is wrong with the citations of one text, given the spec files present and their sections. */
function unresolvedCitations(text, specSections) {
  const problems = [];
  for (const { name, sections } of citationsIn(text)) {
    const known = specSections.get(name);
    if (known === undefined) {
      problems.push(`${name} is not in docs/spec/`);
      continue;
    }
    for (const section of sections) if (!known.has(section)) problems.push(`${name} has no §${section}`);
  }
  return problems;
}

/** The spec files present in docs/spec/, each with its sections. */
function specFiles() {
  const present = Object.keys(SHARED_ORIGINALS).filter((name) => existsSync(join(specDir, name)));
  return new Map(present.map((name) => [name, sectionsOf(readFileSync(join(specDir, name), 'utf8'))]));
}

// Tracked files and new ones not ignored; the spec itself and binary assets are not read.
function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter(
      (file) =>
        file !== '' && file !== THIS_FILE && !file.startsWith('docs/spec/') && /\.(ts|tsx|mjs|js|md|css|html|json|jsonc)$/.test(file),
    )
    .filter((file) => existsSync(join(repoRoot, file)));
}

describe('spec citations', () => {
  it('resolve: every file and section they name exists in docs/spec/', () => {
    const specSections = specFiles();
    const problems = sourceFiles().flatMap((file) =>
      unresolvedCitations(readFileSync(join(repoRoot, file), 'utf8'), specSections).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('are read with their section lists, and an unknown file or section is reported', () => {
    const specSections = new Map([
      ['booking.md', new Set(['4', '9'])],
      ['athena-api.md', new Set(['4.10'])],
    ]);
    expect(citationsIn('(booking.md §4, §9) and athena-api.md §4.10. See README.md and STYLE.md §2.')).toEqual([
      { name: 'booking.md', sections: ['4', '9'] },
      { name: 'athena-api.md', sections: ['4.10'] },
      { name: 'STYLE.md', sections: ['2'] },
    ]);
    expect(unresolvedCitations('booking.md §4 and §7; website.md §2; athena-api.md §4.1, README.md', specSections)).toEqual([
      'booking.md has no §7',
      'website.md is not in docs/spec/',
      'athena-api.md has no §4.1',
    ]);
  });
});

describe('docs/spec', () => {
  it.runIf(existsSync(sharedDir))('matches the shared originals beside the clone', () => {
    for (const [name, original] of Object.entries(SHARED_ORIGINALS)) {
      expect(readFileSync(join(specDir, name), 'utf8'), `docs/spec/${name} differs from ../shared/${original}`).toBe(
        readFileSync(join(sharedDir, original), 'utf8'),
      );
    }
  });
});
