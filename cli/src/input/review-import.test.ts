import { describe, expect, it } from 'vitest';
import { parseReviewFile } from './review-import';

// Imported reviews are published on the site and listed in staff terminals, so their text must stay data.
describe('parseReviewFile refuses text that would act on a terminal', () => {
  const review = (fields: Record<string, string>) => JSON.stringify([{ id: 'r1', rating: 5, comment: 'Kind staff.', ...fields }]);

  it('refuses a comment holding an escape sequence, naming the record', () => {
    expect(parseReviewFile(review({ comment: 'Great\u001b[2J visit' }), 'json', 'google')).toEqual({
      error: 'record 1: comment holds control characters (other than line breaks)',
    });
  });

  it('refuses a reviewer name holding a C1 control', () => {
    expect(parseReviewFile(review({ name: 'Ann\u009b31m' }), 'json', 'google')).toEqual({
      error: 'record 1: name holds control characters',
    });
  });

  it('keeps line breaks in a comment', () => {
    expect(parseReviewFile(review({ comment: 'First line.\nSecond line.' }), 'json', 'google')).toEqual({
      reviews: [{ platform: 'google', sourceRef: 'r1', rating: 5, comment: 'First line.\nSecond line.' }],
    });
  });
});
