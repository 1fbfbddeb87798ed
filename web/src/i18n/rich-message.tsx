import { Fragment, type ReactNode } from 'react';
import { t, type MessageId } from './catalog';
import type { MessageValues } from './format-message';

// Marks no translation contains (a private-use character): where each element goes in the translated sentence.
const MARK = '\uE000';
const mark = (index: number) => `${MARK}${index}${MARK}`;
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A message with elements in it (a link, a button, a time in bold) where the language puts them: "Read the
 * {privacy} and the {terms}." with two buttons, "call our office at {phone}" with a tel: link. Plain values go in
 * `values`, elements in `elements`, each named by its placeholder.
 */
export function richMessage(id: MessageId, elements: Readonly<Record<string, ReactNode>>, values: MessageValues = {}): ReactNode {
  const names = Object.keys(elements);
  const text = t(id, { ...values, ...Object.fromEntries(names.map((name, index) => [name, mark(index)])) });
  return text.split(MARKED).map((part, index) =>
    // split's captures sit at the odd indexes: the element's number.
    index % 2 === 1 ? <Fragment key={index}>{elements[names[Number(part)]!]}</Fragment> : part,
  );
}
