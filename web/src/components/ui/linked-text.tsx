import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL, PHONE_DISPLAY, PHONE_TEL } from '../../content/site';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Copy text with its contact details made actionable: the practice phone becomes a tap-to-call link, the e-mail
 * address a mailto link, and each phrase of `links` a link to its site path ("Services page" → /services).
 */
export function LinkedText({ text, links = {} }: { text: string; links?: Readonly<Record<string, string>> }) {
  const targets: Record<string, string> = { [PHONE_DISPLAY]: PHONE_TEL, [EMAIL]: `mailto:${EMAIL}`, ...links };
  const pattern = new RegExp(`(${Object.keys(targets).map(escapeRegExp).join('|')})`);
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const target = index % 2 === 1 ? targets[part] : undefined;
        if (!target) return <Fragment key={index}>{part}</Fragment>;
        return target.startsWith('/') ? (
          <Link key={index} to={target}>
            {part}
          </Link>
        ) : (
          <a key={index} href={target}>
            {part}
          </a>
        );
      })}
    </>
  );
}
