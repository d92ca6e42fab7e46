import { describe, expect, it } from 'vitest';
import { readListing } from '../../../shared/domain/listing-url.ts';
import { withFilters, withTag, writeListing } from './listing-params.ts';

const read = (query: string) => readListing(new URLSearchParams(query));

describe('listing URL state', () => {
  it('reads defaults from an empty URL and writes them back as nothing', () => {
    const state = read('');
    expect(state).toEqual({
      q: '',
      tags: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'name',
      crop: '',
      target: '',
      page: 1,
      view: 'grid',
    });
    expect(writeListing(state)).toBe('');
  });

  it('round-trips every filter, the sort, the view and the page', () => {
    const query = `?q=${encodeURIComponent('ไกลโฟเซต')}&tags=${encodeURIComponent('ข้าว,ดูดซึม')}&minPrice=100&maxPrice=900&sort=price-high&crop=rice&target=brown-planthopper&view=list&page=3`;
    const state = read(query);
    expect(state).toEqual({
      q: 'ไกลโฟเซต',
      tags: ['ข้าว', 'ดูดซึม'],
      minPrice: 100,
      maxPrice: 900,
      sort: 'price-high',
      crop: 'rice',
      target: 'brown-planthopper',
      page: 3,
      view: 'list',
    });
    expect(read(writeListing(state))).toEqual(state);
  });

  it('ignores values the API would refuse instead of breaking the page', () => {
    const state = read('sort=cheapest&page=-2&minPrice=abc&maxPrice=-5&view=table');
    expect(state).toMatchObject({
      sort: 'name',
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
      view: 'grid',
    });
    expect(read('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('reads a crop and target only as ids, and a target only with its crop', () => {
    expect(read('crop=Rice!&target=brown-planthopper')).toMatchObject({ crop: '', target: '' });
    expect(read('target=brown-planthopper')).toMatchObject({ crop: '', target: '' });
    expect(read('crop=rice&target=../x')).toMatchObject({ crop: 'rice', target: '' });
    expect(writeListing(read('crop=rice&target=brown-planthopper'))).toBe(
      '?crop=rice&target=brown-planthopper',
    );
  });

  it('goes back to page 1 when a filter changes', () => {
    const state = read('page=4&sort=rating');
    expect(withFilters(state, { q: 'ปุ๋ย' })).toMatchObject({ q: 'ปุ๋ย', page: 1, sort: 'rating' });
  });

  it('a tag click searches by the tag and resets search and price, keeping chosen tags', () => {
    const state = read('q=abc&minPrice=100&maxPrice=500&page=3&tags=ข้าว&view=list');
    const next = withTag(state, 'ดูดซึม');
    expect(next).toEqual({
      q: '',
      tags: ['ข้าว', 'ดูดซึม'],
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'name',
      crop: '',
      target: '',
      page: 1,
      view: 'list',
    });
    expect(withTag(next, 'ข้าว').tags).toEqual(['ข้าว', 'ดูดซึม']);
  });
});
