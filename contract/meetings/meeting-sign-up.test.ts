import { describe, expect, it } from 'vitest';
import { takesSignUp } from './meeting-sign-up';

describe('takesSignUp', () => {
  it('a conference with sign-up, and a 学术会 entry standing for one, take sign-ups', () => {
    expect(takesSignUp({ origin_type: 14 })).toBe(true);
    expect(takesSignUp({ origin_type: 31, academic_origin_type: 14 })).toBe(true);
  });

  it('a conference without sign-up, and entries that open a live or a topic, do not', () => {
    expect(takesSignUp({ origin_type: 5 })).toBe(false);
    expect(takesSignUp({ origin_type: 31, academic_origin_type: 4 })).toBe(false);
    expect(takesSignUp({ origin_type: 31, academic_origin_type: 13 })).toBe(false);
    expect(takesSignUp({ origin_type: 31 })).toBe(false);
  });
});
