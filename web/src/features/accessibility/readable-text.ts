import { NOT_READ } from '../../lib/reading-layer';

const NOT_READ_ATTRIBUTE = Object.keys(NOT_READ)[0]!;

/** Elements whose text is never read: code, data, media, and controls (their labels are not page text). */
const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'INPUT',
  'OPTION',
]);
const CONTROL_ROLES = new Set(['button', 'switch', 'tab', 'slider', 'menuitem', 'checkbox', 'radio']);

/** Elements that start a block of their own, whatever the stylesheet says (jsdom has no layout). */
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Whether a sighted visitor cannot see the element: hidden, aria-hidden, display/visibility, or clipped away. */
function isHidden(el: Element, style: CSSStyleDeclaration): boolean {
  if ((el as HTMLElement).hidden || el.getAttribute('aria-hidden') === 'true') return true;
  if (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse') return true;
  // The visually-hidden pattern: text kept for assistive technology only, not shown on the page.
  return style.position === 'absolute' && /^rect\(0(px)?,?\s+0/.test(style.clip);
}

function isBlock(el: Element, style: CSSStyleDeclaration): boolean {
  if (BLOCK_TAGS.has(el.tagName)) return true;
  return style.display !== '' && !style.display.startsWith('inline') && style.display !== 'contents';
}

/** Ends a block so speech pauses after it: headings and labels often carry no full stop of their own. */
function closeBlock(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return '';
  return /[.!?:;…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The text a sighted visitor sees in `root`, in document order, one line per block (website.md §4 "Screen Reader"):
 * scripts and JSON-LD, hidden and aria-hidden content and the labels of controls are left out, and every block
 * (heading, paragraph, list item…) ends with a stop so speech pauses between them.
 */
export function readableText(root: Element): string {
  const view = root.ownerDocument.defaultView;
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const block = closeBlock(current);
    if (block) blocks.push(block);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (SKIPPED_TAGS.has(el.tagName.toUpperCase()) || CONTROL_ROLES.has(el.getAttribute('role') ?? '')) return;
    if (el.hasAttribute(NOT_READ_ATTRIBUTE)) return;
    const style = view?.getComputedStyle(el);
    if (style && isHidden(el, style)) return;
    const block = style ? isBlock(el, style) : BLOCK_TAGS.has(el.tagName);
    if (block) flush();
    for (const child of Array.from(el.childNodes)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return blocks.join('\n');
}
