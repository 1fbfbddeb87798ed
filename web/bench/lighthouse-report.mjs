// Medians of Lighthouse results and the printed table (issue #16 targets: performance 100, FCP ≤ 1.3 s, LCP ≤ 1.5 s,
// TBT ≤ 50 ms, CLS ≤ 0.01; accessibility, best practices and SEO 100).
import { median } from './bench-site.mjs';

/** The element Lighthouse names as the page's largest paint: its text or alt, shortened (decision 105). */
const lcpElement = (lhr) => {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const label = (node?.nodeLabel ?? '?').replace(/\s+/g, ' ');
  return `${/^<(\w+)/.exec(node?.snippet ?? '')?.[1] ?? '?'} "${label.length > 24 ? `${label.slice(0, 24)}…` : label}"`;
};

const transferBytes = (lhr, resourceType) =>
  lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;

/**
 * One table row: the median of each figure over a page's runs, and of the controls' runs: the page with its scripts
 * blocked, the page served without Cross-Origin-Opener-Policy, and both.
 */
export function summarize(path, runs, { withoutScripts = [], withoutCoop = [], withoutBoth = [] } = {}) {
  // A run Lighthouse could not measure (no LCP on a loaded machine, say) has no figure: left out of the median, not a 0.
  const measured = (values) => values.filter((value) => typeof value === 'number');
  const score = (id, of = runs) =>
    median(measured(of.map((lhr) => lhr.categories[id]?.score)).map((value) => Math.round(value * 100))) ?? 0;
  const audit = (id, of = runs) => median(measured(of.map((lhr) => lhr.audits[id]?.numericValue))) ?? 0;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    tbtWithoutScriptsMs: withoutScripts.length ? audit('total-blocking-time', withoutScripts) : undefined,
    performanceWithoutCoop: withoutCoop.length ? score('performance', withoutCoop) : undefined,
    tbtWithoutCoopMs: withoutCoop.length ? audit('total-blocking-time', withoutCoop) : undefined,
    tbtWithoutBothMs: withoutBoth.length ? audit('total-blocking-time', withoutBoth) : undefined,
    cls: audit('cumulative-layout-shift'),
    // Each run's: a longer translation can make another element the largest, and an image's paint waits on its request.
    lcpElements: [...new Set(runs.map(lcpElement))].join(' / '),
    jsKb: median(runs.map((lhr) => transferBytes(lhr, 'script'))) / 1024,
    // The page itself, with its inline CSS (decision 74): what has to arrive before anything paints.
    htmlKb: median(runs.map((lhr) => transferBytes(lhr, 'document'))) / 1024,
    // Lighthouse's own CPU score of the machine during the run: the simulation scales observed CPU work, so FCP, LCP
    // and TBT move with it. Compare tables only at a similar index.
    benchmarkIndex: median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)),
    // The browser's version moves the figures too (what its traces show, and how Lighthouse reads them).
    browser: /Chrome\/([\d.]+)/.exec(runs[0]?.environment?.hostUserAgent ?? '')?.[1] ?? 'unknown',
  };
}

export function printTable(rows, runs = 3, throttling = 'simulate') {
  const header = [
    'page',
    'perf',
    'a11y',
    'best-pr',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'TBT no JS ms',
    'perf no COOP',
    'TBT no COOP ms',
    'TBT no COOP no JS ms',
    'CLS',
    'HTML KB',
    'JS KB',
    'CPU index',
    'LCP element',
  ];
  const lines = rows.map((r) => [
    r.path,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    Math.round(r.fcpMs),
    Math.round(r.lcpMs),
    Math.round(r.tbtMs),
    r.tbtWithoutScriptsMs === undefined ? '-' : Math.round(r.tbtWithoutScriptsMs),
    r.performanceWithoutCoop ?? '-',
    r.tbtWithoutCoopMs === undefined ? '-' : Math.round(r.tbtWithoutCoopMs),
    r.tbtWithoutBothMs === undefined ? '-' : Math.round(r.tbtWithoutBothMs),
    r.cls.toFixed(3),
    r.htmlKb.toFixed(1),
    r.jsKb.toFixed(1),
    Math.round(r.benchmarkIndex),
    r.lcpElements,
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  console.log(
    `\nMedian of ${runs} run(s) each (Lighthouse 12, mobile preset, ${throttling === 'simulate' ? 'simulated' : 'applied'} throttling, Chromium ${[...new Set(rows.map((r) => r.browser))].join(', ')}). Targets: perf 100, FCP ≤ 1300 ms, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.01; others 100. "TBT no JS": the same page with every script blocked, what the machine adds. "no COOP": the same page served without Cross-Origin-Opener-Policy, so Lighthouse's tab keeps its warm renderer process (decision 79).`,
  );
}
