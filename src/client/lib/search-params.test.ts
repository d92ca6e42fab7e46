// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { searchOfForm, withChanges } from './search-params.ts';

describe('withChanges', () => {
  it('sets the keys given a value and drops the ones given none', () => {
    const next = withChanges(new URLSearchParams('q=ข้าว&category=herbicides&page=3'), {
      category: '',
      page: '1',
    });
    expect(next.toString()).toBe(new URLSearchParams('q=ข้าว&page=1').toString());
  });
});

describe('searchOfForm', () => {
  it("gives a form's filled fields, in order, and leaves the empty ones out", () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <select name="actor"><option value="">ทุกคน</option><option value="u7" selected>สมชาย</option></select>
      <input name="action" value="">
      <input name="from" value="2026-11-01">
      <input type="checkbox" name="mine" value="yes">
    `;
    expect(searchOfForm(form).toString()).toBe('actor=u7&from=2026-11-01');
  });
});
