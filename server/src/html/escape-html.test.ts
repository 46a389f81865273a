import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup characters into entities and leaves Chinese text alone', () => {
    expect(escapeHtml(`<img src="x" onerror='a&b'>心血管`)).toBe('&lt;img src=&quot;x&quot; onerror=&#39;a&amp;b&#39;&gt;心血管');
  });
});
