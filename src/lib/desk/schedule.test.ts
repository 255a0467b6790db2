import { describe, expect, it } from 'vitest';
import { DESK_ANSWERS } from '../../../contract/desk.ts';
import { fieldFromPublishAt, publishAtFromField, publishAtProblem } from './schedule.ts';

describe('a publish time', () => {
  it('goes from the field to an instant and back', () => {
    const iso = publishAtFromField('2030-05-01T09:30:15');
    expect(iso).toBeDefined();
    expect(fieldFromPublishAt(iso)).toBe('2030-05-01T09:30:15');
    expect(publishAtFromField('')).toBeUndefined();
  });

  it('must be in the future', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(publishAtProblem('2029-12-31T23:59:00Z', now)).toBe(DESK_ANSWERS.publishAtPast);
    expect(publishAtProblem(undefined, now)).toBe(DESK_ANSWERS.publishAtPast);
    expect(publishAtProblem('2030-01-01T00:01:00Z', now)).toBeUndefined();
  });
});
