// A name reaches other people only as a greeting ("Hello Ana,"), so it may hold what names hold and nothing that
// reads as a message: letters of any script (with their combining marks), spaces, hyphens, apostrophes and
// periods, starting with a letter. No digits, so no phone numbers or codes; no ":" or "/", so no URLs.

/** The longest first or last name the form takes (ours; the spec gives none). */
export const NAME_MAX_LENGTH = 50;

const NAME_SHAPE = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

// "evil.example" or "www.evil.com" is only letters and periods, but it is a host name, which a mail client links.
const HOST_NAME_SHAPE = /\p{L}{2,}\.\p{L}{2,}/u;

/** True when `text` (trimmed) is a plausible first or last name of at most `maxLength` characters. */
export function isPersonName(text: string, maxLength = NAME_MAX_LENGTH): boolean {
  const name = text.trim();
  return name.length <= maxLength && NAME_SHAPE.test(name) && !HOST_NAME_SHAPE.test(name);
}

/** The name a greeting may use, a first and last name together; undefined when it fails the rule. */
export function greetingName(fullName: string): string | undefined {
  const name = fullName.trim();
  return isPersonName(name, NAME_MAX_LENGTH * 2 + 1) ? name : undefined;
}
