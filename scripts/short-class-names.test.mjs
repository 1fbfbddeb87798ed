// The build's short CSS module class names (web/scripts/short-class-names.mjs, decision 94): the client build and
// the server build that prerenders must give every class the same name, and no two classes one.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../web/scripts/short-class-names.mjs';

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const header = `${webRoot}src/features/header/header.module.css`;
const footer = `${webRoot}src/features/footer/footer.module.css`;

describe('short class names', () => {
  it('name a class the same in every build, whatever order the files come in', () => {
    const client = shortClassNames(webRoot);
    const server = shortClassNames(webRoot);
    const first = [client('topBar', header), client('footer', footer)];
    expect([server('footer', footer), server('topBar', header)]).toEqual([first[1], first[0]]);
    expect(first[0]).toMatch(/^_[0-9a-z]{1,3}$/);
  });

  it('give each class of each file its own name, and one the scan missed a readable unique one', () => {
    const names = shortClassNames(webRoot);
    expect(names('topBar', header)).not.toBe(names('topBar', footer));
    expect(names('notInAnyFile', header)).toMatch(/^_notInAnyFile_/);
  });
});
